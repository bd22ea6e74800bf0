/** The big tenant's organisation tree and the admin's open to-dos, for bench:bigtenant. */
import { sql } from 'drizzle-orm';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { getData, postData, signIn } from './httpTiming';
import { DAYS_FORM } from './daysForm';

type Run = (query: ReturnType<typeof sql>) => Promise<unknown>;

/**
 * `count` organisations BO1…BOn under the tenant's head office: 50 divisions, 450 departments and the rest teams
 * (ids BO501 and up), each level dealt over the one above in turn.
 */
export const seedOrganizations = (run: Run, count: number) =>
  run(sql`
    INSERT INTO organizations (organize_id, merchant_id, parent_id, organize_name, order_num)
    SELECT 'BO' || i, 'M001',
      CASE WHEN i <= 50 THEN 'O100' WHEN i <= 500 THEN 'BO' || (1 + i % 50) ELSE 'BO' || (51 + i % 450) END,
      CASE WHEN i <= 50 THEN '事业部' WHEN i <= 500 THEN '部门' ELSE '小组' END || i, i
    FROM generate_series(1, ${count}) AS i`);

/** `count` applications started by zhangsan through the engine, each waiting for the admin's approval. */
export const startOpenTodos = async (base: string, publicKeyPem: string, count: number) => {
  const admin = await signIn(base, publicKeyPem, 'admin', 'Admin@12345');
  const applicant = await signIn(base, publicKeyPem, 'zhangsan', 'Staff@12345');
  const form = DAYS_FORM;
  const { id: formId } = await postData<{ id: string }>(base, admin, '/workflow/form/config/update', {
    formName: 'Leave',
    jsonContent: JSON.stringify(form),
  });
  const { id: processId } = await postData<{ id: string }>(base, admin, '/jflow/add', {
    processName: 'Leave',
    processType: 'hr',
    formIds: [formId],
    modelContent: JSON.stringify(flow([approver('a1', ['U1001']), approver('a2', ['U1004'])])),
  });
  await getData(base, admin, `/jflow/deploy?id=${processId}`);
  for (let i = 0; i < count; i++)
    await postData(base, applicant, '/jflow/start', { processId, params: { days: 1 + (i % 5) } });
};
