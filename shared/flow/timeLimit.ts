/** Checks of a node's time limit (workflow spec §6 "time limit"), shared by the designer and the publish check. */
import type { FlowProblem } from './nodeTypes/definition';
import { TIME_LIMIT_ACTIONS } from './types';
import type { FlowNode } from './types';

/** The longest limit accepted: a year in hours, or 260 working days. */
export const MAX_LIMIT = { hours: 8760, workingDays: 260 } as const;

/** The problem of a node's time limit, or null when it has none or it is complete. */
export function timeLimitProblem(node: FlowNode): FlowProblem | null {
  const limit = node.configure?.timeLimit;
  if (!limit) return null;
  const params = { name: node.nodeName };
  const isUnit = limit.unit === 'hours' || limit.unit === 'workingDays';
  const isAmount =
    isUnit && Number.isInteger(limit.amount) && limit.amount > 0 && limit.amount <= MAX_LIMIT[limit.unit];
  const isRemind =
    Number.isFinite(limit.remindBeforeHours) &&
    limit.remindBeforeHours >= 0 &&
    limit.remindBeforeHours <= 8760;
  if (!isAmount || !isRemind || !TIME_LIMIT_ACTIONS.includes(limit.action))
    return { nodeId: node.id, messageKey: 'timeLimit.invalid', params };
  if (limit.action === 'transfer' && !limit.transferTo?.id)
    return { nodeId: node.id, messageKey: 'timeLimit.noTransferTarget', params };
  return null;
}
