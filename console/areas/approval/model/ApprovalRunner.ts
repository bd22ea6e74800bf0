import { action, makeObservable, observable } from 'mobx';
import type { ModelDeps } from '../../../app/model/ModelDeps';

/**
 * Runs one approval write with a busy flag: a second call while one runs is ignored; success shows
 * 'Operation successful!'; a failure was already shown by the client, so `run` answers false.
 */
export class ApprovalRunner {
  isBusy = false;

  constructor(private readonly deps: Pick<ModelDeps, 'notify' | 't'>) {
    makeObservable<ApprovalRunner, 'setBusy'>(this, { isBusy: observable, setBusy: action });
  }

  private setBusy(isBusy: boolean) {
    this.isBusy = isBusy;
  }

  async run(work: () => Promise<unknown>): Promise<boolean> {
    if (this.isBusy) return false;
    this.setBusy(true);
    try {
      await work();
      this.deps.notify.success(this.deps.t('approval:message.success'));
      return true;
    } catch {
      return false;
    } finally {
      this.setBusy(false);
    }
  }
}

/** A request key per submit, so a repeated submit is answered once by the server. */
export const requestId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
