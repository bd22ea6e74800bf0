import { api } from '@shared/api';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { checkRequired, type FieldProblem } from '@shared/api/modules/identity/rules';
import { checkPositionPermission } from '@shared/api/modules/identity/positionPermission';
import { action, makeObservable } from 'mobx';
import { FormModel } from '../../../../app/model/FormModel';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

const REQUIRED = { positionName: 'rule.positionNameRequired', organizeId: 'rule.organizeRequired' };

/** The permission text as a JSON object, or undefined when it is not one. */
export const parsePermission = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** Adding or editing one position: name, code, organisation, the roles its holders get and its permission JSON. */
export class PositionFormStore {
  readonly form: FormModel<{
    positionName: string;
    positionCode: string;
    organizeId: string;
    permission: string;
    roleIds: string[];
  }>;
  /** The organisations to choose from. */
  readonly organizations = new Loader<TreeNode[]>([]);
  /** The roles to link. */
  readonly roles = new Loader<Array<{ roleId: string; roleName: string }>>([]);

  constructor(
    private readonly deps: ModelDeps,
    /** The position being edited; null when adding. */
    readonly positionId: string | null,
  ) {
    this.form = new FormModel(deps, {
      positionName: '',
      positionCode: '',
      organizeId: '',
      permission: '{}',
      roleIds: [] as string[],
    });
    makeObservable(this, { toggleRole: action });
  }

  /** Links or unlinks one role. */
  toggleRole(roleId: string) {
    const ids = this.form.values.roleIds;
    this.form.set('roleIds', ids.includes(roleId) ? ids.filter((x) => x !== roleId) : [...ids, roleId]);
  }

  /** Loads the organisations and, when editing, the position. */
  async load() {
    const { client } = this.deps;
    void this.organizations.load(() => client.call(api.identity.organizeTreeselect));
    void this.roles.load(() => client.call(api.identity.roleTree, { query: { pageNum: 1, limit: 9999 } }));
    if (!this.positionId) return;
    const answer = await client
      .call(api.identity.positionDetail, { params: { id: this.positionId } })
      .catch(() => undefined);
    if (!answer) return;
    const { position: p, roleIds } = answer;
    this.form.reset({
      positionName: p.positionName,
      positionCode: p.positionCode,
      organizeId: p.organizeId,
      permission: p.permission,
      roleIds,
    });
  }

  /** Checks the required fields and the permission JSON, then saves the position and its permission. */
  save(): Promise<boolean> {
    const { values } = this.form;
    const permission = parsePermission(values.permission);
    const problems: FieldProblem[] = [
      ...checkRequired({ positionName: values.positionName, organizeId: values.organizeId }, REQUIRED),
      ...[checkPositionPermission(permission)].filter((p): p is FieldProblem => p !== null),
    ];
    const body = {
      positionName: values.positionName,
      positionCode: values.positionCode,
      organizeId: values.organizeId,
      roleIds: values.roleIds,
    };
    const { client } = this.deps;
    const { positionId } = this;
    return this.form.submit(async () => {
      const id =
        positionId ?? (await client.call(api.identity.positionAdd, { body }, { silent: true })).positionId;
      if (positionId)
        await client.call(api.identity.positionUpdate, { body: { ...body, positionId } }, { silent: true });
      await client.call(
        api.identity.updatePositionPermission,
        { body: { positionId: id, permission: permission ?? {} } },
        { silent: true },
      );
    }, problems);
  }
}
