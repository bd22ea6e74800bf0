import { action, makeObservable, observable } from 'mobx';
import { api } from '@shared/api';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { ApprovalRunner } from '../../model/ApprovalRunner';
import { ShareVoidStore } from '../../share/model/ShareVoidStore';

/**
 * An application seen by its initiator: urge, recall, share and void, and whether anything changed for the
 * lists.
 */
export class ProcessViewStore {
  isChanged = false;
  /** Bumped after an action so the timeline reloads. */
  version = 0;
  readonly runner: ApprovalRunner;
  readonly shareVoid: ShareVoidStore;

  constructor(
    private readonly deps: ModelDeps,
    readonly instanceId: string,
  ) {
    this.runner = new ApprovalRunner(deps);
    this.shareVoid = new ShareVoidStore(
      deps,
      () => instanceId,
      () => this.changed(),
    );
    makeObservable<ProcessViewStore, 'changed'>(this, {
      isChanged: observable,
      version: observable,
      changed: action,
    });
  }

  async act(action: 'urge' | 'recall') {
    const { client } = this.deps;
    const body = { body: { id: this.instanceId } };
    const isDone = await this.runner.run(() =>
      action === 'urge' ? client.call(api.approval.urge, body) : client.call(api.approval.recall, body),
    );
    if (isDone) this.changed();
  }

  private changed() {
    this.isChanged = true;
    this.version += 1;
  }
}
