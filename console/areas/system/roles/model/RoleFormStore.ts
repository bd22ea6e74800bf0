import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import type { PickerValue } from '../../pickers/types';

const REQUIRED = { roleName: 'rule.roleNameRequired', roleKey: 'rule.roleKeyRequired' };

const labels = (nodes: TreeNode[]): Map<string, string> =>
  new Map(nodes.flatMap((n) => [[n.id, n.label] as [string, string], ...labels(n.children)]));

/** Adding or editing one role: its name, key and remark, and the menus and button points it grants. */
export class RoleFormStore {
  readonly form: FormModel<{ roleName: string; roleKey: string; remark: string }>;
  /** The menu tree to pick from; undefined while it loads. */
  menus: TreeNode[] | undefined = undefined;
  picked: PickerValue[] = [];

  constructor(
    private readonly deps: ModelDeps,
    /** The role being edited; null when adding. */
    readonly roleId: string | null,
  ) {
    this.form = new FormModel(deps, { roleName: '', roleKey: '', remark: '' });
    makeObservable<RoleFormStore, 'loaded'>(this, {
      menus: observableRef,
      picked: observableRef,
      pick: action,
      loaded: action,
    });
  }

  /** Loads the menu tree (with the role's checked menus) and, when editing, the role. */
  async load() {
    const { client } = this.deps;
    const tree = await client
      .call(api.identity.roleMenuTree, { query: this.roleId ? { roleId: this.roleId } : {} })
      .catch(() => undefined);
    if (!tree) return;
    const role = this.roleId
      ? (
          await client
            .call(api.identity.roleDetail, { query: { roleId: this.roleId } })
            .catch(() => undefined)
        )?.role
      : undefined;
    this.loaded(tree, role);
  }

  private loaded(
    tree: { menus: TreeNode[]; checkedKeys: string[] },
    role: { roleName: string; roleKey: string; remark: string } | undefined,
  ) {
    const label = labels(tree.menus);
    this.menus = tree.menus;
    this.picked = tree.checkedKeys.map((id) => ({ id, name: label.get(id) ?? id }));
    if (role) this.form.reset({ roleName: role.roleName, roleKey: role.roleKey, remark: role.remark });
  }

  pick(picked: PickerValue[]) {
    this.picked = picked;
  }

  /** Checks the required fields, then adds or edits; true when the server took it. */
  save(): Promise<boolean> {
    const body = { ...this.form.values, menuIds: this.picked.map((p) => p.id) };
    const { client } = this.deps;
    return this.form.submit(
      () =>
        this.roleId
          ? client.call(api.identity.roleEdit, { body: { ...body, roleId: this.roleId } }, { silent: true })
          : client.call(api.identity.roleAdd, { body }, { silent: true }),
      checkRequired(this.form.values, REQUIRED),
    );
  }
}
