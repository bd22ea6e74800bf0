import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import type { PickerValue } from '../../pickers/types';

const names = (roots: TreeNode[]): Map<string, string> =>
  new Map(roots.flatMap((n) => [[n.id, n.label] as [string, string], ...names(n.children)]));

/** The organisations whose data a user may see, and those excluded. */
export class DataPermStore {
  include: PickerValue[] = [];
  exclude: PickerValue[] = [];
  readonly runner: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    readonly userId: string,
  ) {
    this.runner = new ActionRunner(deps);
    makeObservable<DataPermStore, 'loaded'>(this, {
      include: observableRef,
      exclude: observableRef,
      setInclude: action,
      setExclude: action,
      loaded: action,
    });
  }

  /** Loads the organisation tree (for the names) and the user's current choices. */
  async load() {
    const { client } = this.deps;
    const tree = await client.call(api.identity.organizeTreeselect).catch(() => [] as TreeNode[]);
    const perms = await client
      .call(api.identity.userDataPerms, { query: { userId: this.userId } })
      .catch(() => undefined);
    if (perms) this.loaded(names(tree), perms);
  }

  private loaded(label: Map<string, string>, perms: { organizeIds: string[]; excludeOrganizeIds: string[] }) {
    this.include = perms.organizeIds.map((id) => ({ id, name: label.get(id) ?? id }));
    this.exclude = perms.excludeOrganizeIds.map((id) => ({ id, name: label.get(id) ?? id }));
  }

  setInclude(values: PickerValue[]) {
    this.include = values;
  }

  setExclude(values: PickerValue[]) {
    this.exclude = values;
  }

  /** True when the server took the choices. */
  save(): Promise<boolean> {
    const body = {
      userId: this.userId,
      organizeIds: this.include.map((v) => v.id),
      excludeOrganizeIds: this.exclude.map((v) => v.id),
    };
    return this.runner.run(() => this.deps.client.call(api.identity.excludeDataPerms, { body }));
  }
}
