import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TaskState, TaskType } from '@shared/approval/states';
import { wfTasks } from '../../../db/schema';

/**
 * A user's to-do: an open handler task assigned to them, or an unclaimed one they may claim, or their own
 * application returned to them to resubmit (an open initiator task). The to-do list, the header's counter and the
 * home page all count by this one rule (the caller adds the tenant scope). `userId` may be a placeholder of a
 * prepared statement.
 */
export const isTodoOf = (userId: string | Placeholder): SQL =>
  and(
    eq(wfTasks.taskState, TaskState.Processing),
    or(
      and(
        eq(wfTasks.taskType, TaskType.Handler),
        or(
          eq(wfTasks.assigneeId, userId),
          and(eq(wfTasks.assigneeId, ''), sql`${wfTasks.candidateIds} @> jsonb_build_array(${userId}::text)`),
        ),
      ),
      and(eq(wfTasks.taskType, TaskType.Initiator), eq(wfTasks.assigneeId, userId)),
    ),
  ) as SQL;
