import { api } from '@shared/api';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { FormModel } from '../../../../app/model/FormModel';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { treeOptions } from '../../common/treeOptions';
import type { PickerValue } from '../../pickers/types';

/** An organisation as the form edits it (no organizeId when adding). */
export interface OrgDraft {
  organizeId?: string;
  parentId: string;
  organizeName: string;
  orderNum: number;
  leader: string;
  /** The leaders: people of the tenant (issue 28). */
  leaders: PickerValue[];
}

const REQUIRED = { organizeName: 'rule.organizeNameRequired' };

/** Adding (at the root or under a parent) or editing one organisation. */
export class OrganizeFormStore {
  readonly form: FormModel<Omit<OrgDraft, 'organizeId'>>;
  /** The organisations a parent is chosen from. */
  readonly tree = new Loader<TreeNode[]>([]);
  readonly organizeId: string | undefined;

  constructor(
    private readonly deps: ModelDeps,
    draft: OrgDraft,
  ) {
    this.organizeId = draft.organizeId;
    this.form = new FormModel(deps, {
      parentId: draft.parentId,
      organizeName: draft.organizeName,
      orderNum: draft.orderNum,
      leader: draft.leader,
      leaders: draft.leaders,
    });
  }

  load() {
    return this.tree.load(() => this.deps.client.call(api.identity.organizeTreeselect));
  }

  /** The parents to choose from (indented options): every organisation but the one being edited. */
  get parentChoices(): { value: string; label: string }[] {
    return treeOptions(this.tree.value ?? []).filter((o) => o.value !== this.organizeId);
  }

  /** Checks the name, then adds or edits; true when the server took it. */
  save(): Promise<boolean> {
    const { client } = this.deps;
    const { organizeId } = this;
    const { leaders, ...values } = this.form.values;
    const body = { ...values, leaderIds: leaders.map((leader) => leader.id) };
    return this.form.submit(
      () =>
        organizeId
          ? client.call(api.identity.organizeUpdate, { body: { ...body, organizeId } }, { silent: true })
          : client.call(api.identity.organizeAdd, { body }, { silent: true }),
      checkRequired({ organizeName: body.organizeName }, REQUIRED),
    );
  }
}
