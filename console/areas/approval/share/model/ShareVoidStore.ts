import { action, computed, makeObservable, observable } from 'mobx';
import { api } from '@shared/api';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { ApprovalRunner, requestId } from '../../model/ApprovalRunner';

export type ShareVoidAction = 'share' | 'void';

/**
 * Sharing an instance read-only and voiding an approved one (workflow spec §6 "share", "void"): whether the
 * buttons show is the server's answer (process info `canShare` / `canVoid`); this asks for the people or the
 * reason, calls the server once with a request key and reports success through `onDone`.
 */
export class ShareVoidStore {
  /** The dialog open now, if any. */
  asking: ShareVoidAction | null = null;
  reason = '';
  readonly runner: ApprovalRunner;

  constructor(
    private readonly deps: ModelDeps,
    /** The instance (known once the caller's task or view has loaded). */
    private readonly instanceId: () => string,
    private readonly onDone: () => void,
  ) {
    this.runner = new ApprovalRunner(deps);
    makeObservable<ShareVoidStore, 'close'>(this, {
      asking: observable,
      reason: observable,
      canConfirmVoid: computed,
      ask: action,
      close: action,
      setReason: action,
    });
  }

  ask(kind: ShareVoidAction) {
    this.asking = kind;
    this.reason = '';
  }

  private close() {
    this.asking = null;
  }

  cancel() {
    this.close();
  }

  setReason(reason: string) {
    this.reason = reason;
  }

  get canConfirmVoid(): boolean {
    return this.reason.trim().length > 0 && !this.runner.isBusy;
  }

  /** Shares with the chosen people; nobody chosen closes the dialog and sends nothing. */
  async share(userIds: string[]) {
    if (userIds.length === 0) {
      this.close();
      return;
    }
    const body = { id: this.instanceId(), userIds, requestId: requestId('s') };
    await this.finish(() => this.deps.client.call(api.approval.share, { body }));
  }

  async confirmVoid() {
    if (!this.canConfirmVoid) return;
    const body = { id: this.instanceId(), comment: this.reason.trim(), requestId: requestId('v') };
    await this.finish(() => this.deps.client.call(api.approval.void, { body }));
  }

  private async finish(work: () => Promise<unknown>) {
    const isDone = await this.runner.run(work);
    if (!isDone) return;
    this.close();
    this.onDone();
  }
}
