/**
 * The pre-approve check (workflow spec §4.1, §7 approvePreview): would approving this task reach a dynamic
 * approver (setType 4) that needs the current approver to pick people?
 */
import type { SetTypeCode } from '@shared/flow/types';
import { approve } from './actions/taskActions';
import { beginRun } from './run';
import type { Directory, EngineContext, EngineFailure, EngineInstance } from './types';

export interface PreviewRequest {
  taskId: string;
  params?: Record<string, unknown>;
  /** The approver; defaults to the task's assignee. */
  userId?: string;
}

export interface ActorNode {
  id: string;
  nodeName: string;
  /** 1 pick one, 2 pick many. */
  selectMode: 1 | 2;
  setType: SetTypeCode | undefined;
}

export interface PreviewAnswer {
  needActors: boolean;
  nodes: ActorNode[];
}

/**
 * Without a directory, assume every role, organisation, position and supervisor level has someone (so those nodes
 * stop the walk).
 */
const someone = [{ userId: '', userName: '' }];
const assumingPeople: Directory = {
  usersOfRoles: () => someone,
  usersOfOrganisations: () => someone,
  usersOfPositions: () => someone,
  tenantAdmin: () => null,
  organisationsOf: () => [{ organizeId: '', leaders: someone }],
};

/** Simulates the approval on a private copy; nothing is stored. */
export function preview(
  instance: EngineInstance,
  request: PreviewRequest,
  ctx?: EngineContext,
): PreviewAnswer | EngineFailure {
  let counter = 0;
  const context: EngineContext = ctx ?? {
    now: instance.createTime,
    ids: () => `preview-${++counter}`,
    directory: assumingPeople,
  };
  const run = beginRun(instance, context);
  if (!run) return { error: 'invalidTree', messageKey: 'engine.error.invalidTree' };
  const task = run.draft.tasks.find((candidate) => candidate.id === request.taskId);
  const userId = request.userId ?? task?.assignee?.userId ?? '';
  // the handwritten signature, when the flow wants one, is asked for after this check
  const failure = approve(run, {
    kind: 'approve',
    taskId: request.taskId,
    userId,
    params: request.params,
    signed: true,
  });
  if (failure && failure.error !== 'actorsRequired') return failure;
  const nodes = run.missingActors.map((node) => ({
    id: node.id,
    nodeName: node.nodeName,
    selectMode: node.selectMode ?? 2,
    setType: node.setType,
  }));
  return { needActors: nodes.length > 0, nodes };
}
