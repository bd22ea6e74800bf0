import { action, makeObservable, observable } from 'mobx';
import type { ConsoleChangeData } from '@shared/api/modules/shell';

/** How the console reloads each part another console may have changed. */
export interface LiveChangeTargets {
  /** User info (apps, theme, permissions) and, with it, the side menus and the route table. */
  reloadSession(): Promise<void>;
  /** The language switcher's list and the tenant's language pack of the current language. */
  reloadLanguages(): Promise<void>;
}

/**
 * Applies the changes the server announces on the event stream (issue 29 "Live changes"): menus, apps, the theme,
 * properties and languages changed in any console of the tenant show here without a reload. Changes are applied
 * one after another, so a burst of them never races.
 */
export class LiveChanges {
  /** Grows whenever the tenant's properties change: what reads them (the application name) reads them again. */
  propertiesVersion = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly targets: LiveChangeTargets) {
    makeObservable(this, { propertiesVersion: observable, propertiesChanged: action });
  }

  propertiesChanged() {
    this.propertiesVersion += 1;
  }

  apply(change: ConsoleChangeData): Promise<void> {
    const kinds = new Set(change.kinds);
    const run = async () => {
      if (kinds.has('properties')) this.propertiesChanged();
      const work: Promise<void>[] = [];
      if (kinds.has('menus') || kinds.has('apps') || kinds.has('theme'))
        work.push(this.targets.reloadSession());
      if (kinds.has('languages')) work.push(this.targets.reloadLanguages());
      // a reload that fails leaves what is shown; the next change or a page load brings the truth
      await Promise.all(work.map((w) => w.catch(() => undefined)));
    };
    const next = this.queue.then(run, run);
    this.queue = next;
    return next;
  }
}
