import type { ClusterClient } from './clusterClient';
import type { ClusterDatabase } from './clusterDatabase';
import { CLUSTER_DICT } from './dictWorker';

/** A one-step flow whose approver is the applicant (setType 5), published by the administrator. */
export const publishSelfApprovalFlow = async (admin: ClusterClient) => {
  const form = {
    list: [
      { type: 'number', key: 'days', model: 'days', label: 'Days', options: { min: 0 }, rules: [] },
      { type: 'input', key: 'reason', model: 'reason', label: 'Reason', options: {}, rules: [] },
    ],
    config: { layout: 'horizontal', labelWidth: 100, hideRules: [], formEvents: [] },
  };
  const tree = {
    id: 'start',
    pid: '',
    nodeName: 'initiator',
    type: 0,
    childNode: {
      id: 'self',
      pid: 'start',
      nodeName: 'Self check',
      type: 1,
      setType: 5,
      examineMode: 1,
      childNode: null,
    },
  };
  const formId = (
    await admin.call<{ id: string }>('/workflow/form/config/update', {
      method: 'POST',
      body: { formName: 'Cluster form', jsonContent: JSON.stringify(form) },
    })
  ).body.data.id;
  const processId = (
    await admin.call<{ id: string }>('/jflow/add', {
      method: 'POST',
      body: {
        processName: 'Cluster flow',
        processType: 'hr',
        formIds: [formId],
        modelContent: JSON.stringify(tree),
        settings: {},
      },
    })
  ).body.data.id;
  await admin.call(`/jflow/deploy?id=${processId}`);
  return processId;
};

export const addClusterDict = (admin: ClusterClient) =>
  admin.call('/dict/type/add', { method: 'POST', body: { dictCode: CLUSTER_DICT, dictName: 'Cluster run' } });

/** A button permission (menu type F) the role workers grant and take back. */
export const pickButton = async (database: ClusterDatabase) => {
  const { rows } = await database.pool.query<{ menu_id: string; perms: string }>(
    `SELECT menu_id, perms FROM menus WHERE menu_type = 'F' AND perms = 'system:dict:add' LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no system:dict:add button among the seeded menus');
  return { menuId: row.menu_id, perms: row.perms };
};

/** A role of its own for each user, held by nobody else. */
export const addRoleFor = async (admin: ClusterClient, userName: string) => {
  const roleKey = `cluster_${userName}`;
  const { roleId } = (
    await admin.call<{ roleId: string }>('/role/add', {
      method: 'POST',
      body: { roleName: roleKey, roleKey, menuIds: [] },
    })
  ).body.data;
  await admin.call('/role/assignUsers', {
    method: 'POST',
    body: { roleId, addUserIds: [`U-${userName}`], removeUserIds: [] },
  });
  return { roleId, roleKey };
};
