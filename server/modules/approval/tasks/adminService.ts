/**
 * Administration of instances: reassign a stuck open task (an engine event, exactly-once like every action) and
 * retry or skip a failed data push. The routes check the manage permission; every query is tenant-scoped.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { InstancePushRow } from '@shared/api/modules/approval';
import { outbox } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { business, invalid, notFound } from '../../../http/errors';
import { act, TaskState, TaskType } from '../../../engine';
import { CALLBACK_OUTBOX_KIND } from './effects';
import type { CallbackPayload } from './effects';
import type { ActionCaller } from './runAction';
import { runAction } from './runAction';
import { engineStateOf, readInstance } from './instanceStore';

export const reassignTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { taskId: string; targetUserId: string; comment?: string; requestId?: string },
) =>
  runAction(
    deps,
    caller,
    { taskId: body.taskId, requestId: body.requestId, action: 'reassign' },
    async (env) => {
      const target = (await env.people()).users.get(body.targetUserId);
      if (!target) throw invalid('targetUserId', 'approval:error.unknownUser');
      return act(
        env.state,
        {
          kind: 'reassign',
          taskId: body.taskId,
          userId: caller.session.userId,
          targetUserId: target.userId,
          targetUserName: target.userName,
          comment: body.comment,
        },
        env.ctx,
      );
    },
  );

const pushesOf = (merchantId: string, instanceId: string) =>
  and(
    eq(outbox.merchantId, merchantId),
    eq(outbox.kind, CALLBACK_OUTBOX_KIND),
    sql`${outbox.payload}->>'instanceId' = ${instanceId}`,
  );

const pushesOfInstance = async (
  deps: AppDeps,
  merchantId: string,
  instanceId: string,
): Promise<InstancePushRow[]> => {
  const rows = await deps.db
    .select()
    .from(outbox)
    .where(pushesOf(merchantId, instanceId))
    .orderBy(asc(outbox.id));
  return rows.map((row) => ({
    id: row.id,
    event: (row.payload as CallbackPayload).event,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createTime: row.createdAt.getTime(),
  }));
};

/** An instance's open tasks and its data pushes, oldest first. */
export const instanceAdmin = async (deps: AppDeps, merchantId: string, instanceId: string) => {
  const row = await readInstance(deps.db, merchantId, instanceId);
  if (!row) throw notFound();
  const state = engineStateOf(row);
  const openTasks = state.tasks
    .filter((task) => task.taskType === TaskType.Handler && task.taskState === TaskState.Processing)
    .map((task) => ({
      taskId: task.id,
      nodeName: task.nodeName,
      assigneeName: task.assignee?.userName ?? task.candidates.map((c) => c.userName).join(', '),
      startTime: task.startTime,
    }));
  return {
    instanceState: state.state,
    openTasks,
    pushes: await pushesOfInstance(deps, merchantId, instanceId),
  };
};

/**
 * Retry ('pending' again, a new round of attempts, due now) or skip ('skipped', never sent) a failed push. Only a
 * failed push changes: the update's own condition makes two clicks change it once.
 */
export const settlePush = async (deps: AppDeps, merchantId: string, id: number, how: 'retry' | 'skip') => {
  const mine = and(
    eq(outbox.id, id),
    eq(outbox.merchantId, merchantId),
    eq(outbox.kind, CALLBACK_OUTBOX_KIND),
  );
  const changed = await deps.db
    .update(outbox)
    .set(
      how === 'retry' ? { status: 'pending', attempts: 0, nextAttemptAt: deps.now() } : { status: 'skipped' },
    )
    .where(and(mine, eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  if (changed.length === 1) return;
  const [row] = await deps.db.select({ status: outbox.status }).from(outbox).where(mine);
  if (!row) throw notFound();
  throw business('approval:admin.error.pushNotFailed', { status: row.status });
};
