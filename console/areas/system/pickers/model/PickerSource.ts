import { api } from '@shared/api';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import type { ListItem } from '../types';

/** What a picker shows: loaded once when the picker opens, empty when the load fails (the client told the user). */
export class PickerSource<T> {
  readonly items = new Loader<T[]>([]);

  constructor(private readonly fetch: () => Promise<T[]>) {}

  load() {
    return this.items.load(this.fetch);
  }
}

/** The organisations of the current tenant as a tree. */
export const organizeTreeSource = ({ client }: ModelDeps) =>
  new PickerSource<TreeNode>(() => client.call(api.identity.organizeTreeselect));

/** The positions, under their organisations. */
export const positionTreeSource = ({ client }: ModelDeps) =>
  new PickerSource<TreeNode>(() => client.call(api.identity.positionAllTree));

/** The roles of the current tenant (page 1, limit 9999). */
export const roleListSource = ({ client }: ModelDeps) =>
  new PickerSource<ListItem>(async () =>
    (await client.call(api.identity.roleTree, { query: { pageNum: 1, limit: 9999 } })).map((r) => ({
      id: r.roleId,
      name: r.roleName,
      hint: r.roleKey,
    })),
  );
