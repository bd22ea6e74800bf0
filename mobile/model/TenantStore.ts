import { tenantApi, type TenantNode } from '@shared/api/modules/shell/tenant';
import type { ApiCall } from '@runtime/consoleDataSource';
import { Observable } from './Observable';

/** One tenant of the authorised tree, flattened for a list (depth for the indent). */
export interface TenantChoice {
  id: string;
  label: string;
  depth: number;
}

const flatten = (nodes: TenantNode[], depth = 0): TenantChoice[] =>
  nodes.flatMap((node) => [{ id: node.id, label: node.label, depth }, ...flatten(node.children, depth + 1)]);

/**
 * Switching tenant on the phone (console spec §4, §5: the same tree and the same switch as the console): the
 * tenants the server says this person is authorised in, the one picked, and the switch, which answers a new token.
 * With one tenant there is nothing to choose and the page shows no choice.
 */
export class TenantStore extends Observable {
  tenants: TenantChoice[] | undefined = undefined;
  picked = '';
  isBusy = false;
  error = '';

  constructor(
    private readonly call: () => ApiCall,
    /** The tenant the session is in now. */
    readonly current: string,
  ) {
    super();
    this.picked = current;
  }

  get canSwitch(): boolean {
    return (this.tenants?.length ?? 0) > 1;
  }

  async load() {
    try {
      this.tenants = flatten(await this.call()(tenantApi.merchantAuthTree));
    } catch (error) {
      this.tenants = [];
      this.error = (error as Error).message;
    }
    this.changed();
  }

  pick(id: string) {
    this.picked = id;
    this.error = '';
    this.changed();
  }

  /** The new session's token, or undefined when the picked tenant is the current one or the server refused. */
  async switchTenant(): Promise<string | undefined> {
    if (!this.picked || this.picked === this.current || this.isBusy) return undefined;
    this.isBusy = true;
    this.error = '';
    this.changed();
    try {
      const { token } = await this.call()(tenantApi.merchantAuthChange, {
        query: { targetMerchantId: this.picked },
      });
      return token;
    } catch (error) {
      this.error = (error as Error).message;
      return undefined;
    } finally {
      this.isBusy = false;
      this.changed();
    }
  }
}
