import type { ApprovalRecord } from '../approvalWorker';
import type { ClusterDatabase } from '../clusterDatabase';

/**
 * What a retry applied twice would leave: applications beyond those the clients started, and an application
 * with more than one handled task at one node of its flow.
 */
export const countDoubled = async (database: ClusterDatabase, records: ApprovalRecord[]) => {
  const { rows } = await database.pool.query<{ id: string; handled: string }>(
    `SELECT i.id, count(t.id) FILTER (WHERE t.end_time IS NOT NULL) AS handled
     FROM wf_instances i JOIN users u ON u.user_id = i.create_by LEFT JOIN wf_tasks t ON t.instance_id = i.id
     WHERE u.user_name = ANY($1) GROUP BY i.id, t.node_id`,
    [records.map((record) => record.userName)],
  );
  const started = records.reduce((sum, record) => sum + record.started.length, 0);
  const handledTwice = rows.filter((row) => Number(row.handled) > 1).length;
  const applications = new Set(rows.map((row) => row.id)).size;
  return Math.max(0, applications - started) + handledTwice;
};
