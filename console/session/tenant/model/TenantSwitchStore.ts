import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { TenantNode } from '@shared/api/modules/shell';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { onTenantConfirm, onTenantTreeLoaded } from '../../../layout/model/tenantSwitch';

/**
 * Switching tenant (console spec §4, §5): the tenants the user is authorised in, the one picked, and the switch,
 * which answers the new token (the shell then starts again at /home with it).
 */
export class TenantSwitchStore {
  tree: TenantNode[] | undefined = undefined;
  selected: string | undefined = undefined;
  isBusy = false;
  private isDisposed = false;

  constructor(
    private readonly deps: ModelDeps,
    /** The tenant the session is in now. */
    readonly current: string,
  ) {
    makeObservable<TenantSwitchStore, 'loaded' | 'setBusy'>(this, {
      tree: observableRef,
      selected: observable,
      isBusy: observable,
      select: action,
      loaded: action,
      setBusy: action,
    });
  }

  /** Loads the tree; false when there is only one tenant (the user is told, and the dialog should close). */
  async load(): Promise<boolean> {
    const nodes = await this.deps.client
      .call(api.shell.merchantAuthTree, undefined, { silent: true })
      .catch(() => [] as TenantNode[]);
    if (this.isDisposed) return true;
    if (onTenantTreeLoaded(nodes).kind === 'close') {
      this.deps.notify.warning(this.deps.t('tenant.onlyOne'));
      return false;
    }
    this.loaded(nodes);
    return true;
  }

  select(merchantId: string) {
    this.selected = merchantId;
  }

  /** Switches to the picked tenant: its token, or undefined (nothing picked, the current one, or a failure). */
  async confirm(): Promise<string | undefined> {
    const choice = onTenantConfirm(this.selected, this.current);
    if (choice.kind === 'warn') return void this.deps.notify.warning(this.deps.t(choice.warningKey));
    if (choice.kind !== 'switch') return undefined;
    this.setBusy(true);
    try {
      const { token } = await this.deps.client.call(api.shell.merchantAuthChange, {
        query: { targetMerchantId: choice.merchantId },
      });
      return token;
    } catch {
      this.setBusy(false);
      return undefined;
    }
  }

  dispose() {
    this.isDisposed = true;
  }

  private loaded(nodes: TenantNode[]) {
    this.tree = nodes;
  }

  private setBusy(isBusy: boolean) {
    this.isBusy = isBusy;
  }
}
