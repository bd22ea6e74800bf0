import { randomUUID } from 'node:crypto';
import type { ClusterClient } from './clusterClient';
import type { LetterStream } from './letterStream';
import { checkRead, rounds, type RunContext } from './runContext';

/** Applications a user started and approved, as acknowledged to them. */
export interface ApprovalRecord {
  userName: string;
  started: string[];
  approved: string[];
  /** Letters that reached the live bell after the instance was killed. */
  lettersAfterKill: number;
}

interface Counts {
  myTaskCount: number;
  myApprovalCount: number;
}

/**
 * A user applying to a flow whose approver is the applicant: start, see the task counter and the bell's letter,
 * approve, see the counter drop. Starts and approvals carry request ids, so a retry is applied once.
 */
export const approvalWorker = async (
  ctx: RunContext,
  client: ClusterClient,
  stream: LetterStream,
  processId: string,
  planned: number,
  record: ApprovalRecord,
) =>
  rounds(ctx, planned, async () => {
    const phase = ctx.phase;
    const started = await client.call<{ instanceId: string }>('/jflow/start', {
      method: 'POST',
      body: { processId, params: { days: 1, reason: 'cluster' }, requestId: randomUUID() },
    });
    const instanceId = started.body.data.instanceId;
    record.started.push(instanceId);
    ctx.acknowledged();
    const open = await client.send<Counts>('/getInfo');
    checkRead(ctx, `task count of ${record.userName}`, started, open, open.body.data?.myTaskCount === 1);

    const tasks = await client.call<{ rows: { id: string; taskId: string }[] }>(
      '/jflow/myTask?pageNum=1&limit=10&category=todo',
    );
    const taskId = tasks.body.data.rows.find((row) => row.id === instanceId)?.taskId;
    if (!taskId) throw new Error(`${record.userName}: no task on ${instanceId}`);
    await stream.waitForLetter(taskId, 30_000);
    if (phase !== 'before') record.lettersAfterKill++;

    const approved = await client.call('/jflow/approve', {
      method: 'POST',
      body: { taskId, isPass: true, comment: 'ok', requestId: randomUUID() },
    });
    record.approved.push(instanceId);
    ctx.acknowledged();
    const closed = await client.send<Counts>('/getInfo');
    checkRead(ctx, `task count of ${record.userName}`, approved, closed, closed.body.data?.myTaskCount === 0);
  });
