import { makeObservable, observableRef, runInAction } from 'mobx';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { loadMembersInSteps, type MemberList } from '../memberSource';

/**
 * The members a member picker shows (page 1, limit 9999, console spec §7.5; shared for 30 s between pickers). In a
 * large tenant the first page is shown at once and the list grows in place when the rest is in.
 */
export class MemberListStore {
  /** Undefined until the first answer; `isComplete` once the whole list is in. */
  list: (MemberList & { isComplete: boolean }) | undefined = undefined;
  /** Counts starts: answers of a stopped start are dropped. */
  private run = 0;

  constructor(private readonly deps: Pick<ModelDeps, 'client'>) {
    makeObservable(this, { list: observableRef });
  }

  /** Starts both loads; `done` settles once the whole list is in (or failed), `stop` drops late answers. */
  start(): { done: Promise<void>; stop(): void } {
    const run = ++this.run;
    const show = (next: (current: MemberListStore['list']) => MemberListStore['list']) => {
      if (run === this.run) runInAction(() => (this.list = next(this.list)));
    };
    const { first, all } = loadMembersInSteps(this.deps.client);
    void first.then(
      (page) => show((current) => current ?? { ...page, isComplete: page.items.length >= page.total }),
      () => undefined,
    );
    const done = all.then(
      (whole) => show(() => ({ ...whole, isComplete: true })),
      () => show(() => ({ items: [], total: 0, isComplete: true })),
    );
    const stop = () => {
      if (run === this.run) this.run++;
    };
    return { done, stop };
  }
}
