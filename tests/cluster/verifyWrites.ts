import { InstanceState } from '@shared/approval/states';
import type { ApprovalRecord } from './approvalWorker';
import type { ClusterDatabase } from './clusterDatabase';
import { CLUSTER_DICT, type DictRecord } from './dictWorker';
import type { RoleRecord } from './roleWorker';
import type { UploadRecord } from './uploadWorker';

export interface Written {
  dicts: DictRecord[];
  approvals: ApprovalRecord[];
  uploads: UploadRecord[];
  roles: RoleRecord[];
}

/**
 * Reads the database after the run. Lost: an acknowledged write that is not there (or not as acknowledged).
 * Duplicate: more rows than acknowledged writes (a retry applied twice).
 */
export const verifyWrites = async (database: ClusterDatabase, written: Written) => {
  const lost: string[] = [];
  const duplicates: string[] = [];
  const q = async <R extends object>(sql: string, params: unknown[] = []) =>
    (await database.pool.query<R>(sql, params)).rows;

  const items = await q<{ dict_id: string; dict_value: string; dict_label: string }>(
    'SELECT dict_id, dict_value, dict_label FROM dict_data WHERE dict_code = $1',
    [CLUSTER_DICT],
  );
  const byId = new Map(items.map((row) => [row.dict_id, row]));
  for (const record of written.dicts) {
    const row = byId.get(record.dictId);
    if (row?.dict_label !== record.dictLabel) lost.push(`dict item ${record.dictValue}`);
  }
  if (items.length > written.dicts.length)
    duplicates.push(`${items.length - written.dicts.length} dict items`);

  for (const record of written.approvals) {
    const rows = await q<{ id: string; state: number }>(
      'SELECT i.id, i.state FROM wf_instances i JOIN users u ON u.user_id = i.create_by WHERE u.user_name = $1',
      [record.userName],
    );
    const states = new Map(rows.map((row) => [row.id, Number(row.state)]));
    for (const id of record.started) if (!states.has(id)) lost.push(`application ${id}`);
    for (const id of record.approved)
      if (states.get(id) !== InstanceState.Approved) lost.push(`approval of ${id}`);
    if (rows.length > record.started.length)
      duplicates.push(`${rows.length - record.started.length} applications of ${record.userName}`);
  }

  for (const record of written.uploads) {
    const rows = await q<{ file_name: string }>(
      'SELECT file_name FROM stored_files WHERE original_name = $1',
      [record.originalName],
    );
    if (!rows.some((row) => row.file_name === record.fileName)) lost.push(`file ${record.originalName}`);
    if (rows.length > 1) duplicates.push(`${rows.length - 1} copies of ${record.originalName}`);
  }

  for (const record of written.roles) {
    const rows = await q<{ n: string }>('SELECT count(*) AS n FROM role_menus WHERE role_id = $1', [
      record.roleId,
    ]);
    if (Number(rows[0]?.n) > 0 !== record.isGranted) lost.push(`menus of role ${record.roleKey}`);
  }
  return { lost, duplicates };
};
