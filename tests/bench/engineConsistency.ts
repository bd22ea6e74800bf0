/**
 * The consistency check of `npm run bench:engine`: an instance is inconsistent when its JSON state and its task rows
 * disagree, or it did not move exactly as the bench drove it (each approved node handled once, the next one open).
 */
import { InstanceState, TaskState } from '@shared/approval/states';
import type { EngineInstance } from '../../server/engine';

interface InstanceRow {
  id: string;
  state: number;
  version: number;
  data: unknown;
}
interface TaskRow {
  id: string;
  instanceId: string;
  taskState: number;
  version: number;
}

/** How many instances are inconsistent, given that `approved` nodes were approved in turn and `open` is next. */
export const countInconsistent = (
  instances: InstanceRow[],
  tasks: TaskRow[],
  approved: string[],
  open: string,
): number => {
  const byInstance = new Map<string, TaskRow[]>();
  for (const row of tasks) byInstance.set(row.instanceId, [...(byInstance.get(row.instanceId) ?? []), row]);
  let inconsistent = 0;
  for (const row of instances) {
    const state = row.data as EngineInstance;
    const stored = byInstance.get(row.id) ?? [];
    const matches =
      state.version === row.version &&
      state.tasks.length === stored.length &&
      state.tasks.every((task) =>
        stored.some((s) => s.id === task.id && s.taskState === task.taskState && s.version === task.version),
      );
    const at = (nodeId: string) => state.tasks.filter((task) => task.nodeId === nodeId);
    const movedOnce =
      approved.every((nodeId) => at(nodeId).length === 1 && at(nodeId)[0]?.taskState === TaskState.Adopt) &&
      at(open).filter((task) => task.taskState === TaskState.Processing).length === 1 &&
      row.state === InstanceState.UnderApproval;
    if (!matches || !movedOnce) inconsistent += 1;
  }
  return inconsistent;
};
