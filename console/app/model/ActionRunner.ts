import { action, makeObservable, observable } from 'mobx';
import type { ModelDeps } from './ModelDeps';

/**
 * Runs one server write (delete, status switch, grant) with a busy flag. Success shows 'Operation successful!';
 * a failure was already shown by the client, so `run` only answers false.
 */
export class ActionRunner {
  isBusy = false;

  constructor(private readonly deps: Pick<ModelDeps, 'notify' | 't'>) {
    makeObservable<ActionRunner, 'setBusy'>(this, { isBusy: observable, setBusy: action });
  }

  private setBusy(isBusy: boolean) {
    this.isBusy = isBusy;
  }

  async run(work: () => Promise<unknown>, { quiet = false }: { quiet?: boolean } = {}): Promise<boolean> {
    this.setBusy(true);
    try {
      await work();
      if (!quiet) this.deps.notify.success(this.deps.t('common:success'));
      return true;
    } catch {
      return false;
    } finally {
      this.setBusy(false);
    }
  }
}
