import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { TaskState, TaskType } from '@shared/approval/states';
import { wfTasks } from '../../../db/schema';

/**
 * A user's to-do: an open handler task assigned to them, or an unclaimed one they may claim. The to-do list, the
 * header's counter and the home page all count by this one rule (the caller adds the tenant scope).
 */
export const isTodoOf = (userId: string): SQL =>
  and(
    eq(wfTasks.taskType, TaskType.Handler),
    eq(wfTasks.taskState, TaskState.Processing),
    or(
      eq(wfTasks.assigneeId, userId),
      and(eq(wfTasks.assigneeId, ''), sql`${wfTasks.candidateIds} @> ${JSON.stringify([userId])}::jsonb`),
    ),
  ) as SQL;
