import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { isLocale } from '@shared/i18n/locales';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export type LanguageRow = ResponseOf<typeof api.system.languagePage>['rows'][number];

/**
 * The tenant's languages (console spec §3 Language, §7.5, §9: nine languages, list limit 999): enable or disable
 * each one and choose the default. The server refuses disabling the default or the last enabled language and says
 * why. `onChanged` tells the shell (the header switcher) to read the list again.
 */
export class LanguageListStore {
  readonly languages = new Loader<LanguageRow[]>([]);
  readonly actions: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    private readonly onChanged: () => void = () => {},
  ) {
    this.actions = new ActionRunner(deps);
  }

  start() {
    return this.languages.load(() =>
      this.deps.client
        .call(api.system.languagePage, { query: { pageNum: 1, limit: 999 } })
        .then((page) => page.rows),
    );
  }

  /** Switches a language on or off. */
  async toggle(row: LanguageRow) {
    const { locale } = row;
    const enabled = row.enabled === 'ENABLED' ? 'DISABLED' : 'ENABLED';
    if (!isLocale(locale)) return;
    await this.write(() =>
      this.deps.client.call(api.config.languageStatusUpdate, { body: { locale, enabled } }),
    );
  }

  async makeDefault(row: LanguageRow) {
    const { locale } = row;
    if (!isLocale(locale)) return;
    await this.write(() => this.deps.client.call(api.config.languageDefaultUpdate, { body: { locale } }));
  }

  private async write(work: () => Promise<unknown>) {
    if (await this.actions.run(work)) {
      await this.start();
      this.onChanged();
    }
  }
}
