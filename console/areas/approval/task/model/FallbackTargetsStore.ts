import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export interface FallbackTarget {
  id: string;
  nodeName: string;
  /** The start node: the application goes back to its applicant (flow setting `return`). */
  isApplicant?: boolean;
}

/** Fallback targets of a task (workflow spec §2.2, §7 canReturn), asked each time the menu opens. */
export class FallbackTargetsStore {
  /** undefined while loading; empty when there is none (or the call failed). */
  targets: FallbackTarget[] | undefined = undefined;

  constructor(
    private readonly deps: Pick<ModelDeps, 'client'>,
    readonly taskId: string,
  ) {
    makeObservable<FallbackTargetsStore, 'loaded'>(this, { targets: observableRef, loaded: action });
  }

  async open() {
    const targets = await this.deps.client
      .call(api.approval.canReturn, { body: { id: this.taskId } })
      .catch(() => []);
    this.loaded(targets);
  }

  private loaded(targets: FallbackTarget[]) {
    this.targets = targets;
  }
}
