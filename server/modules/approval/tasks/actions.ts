/** The task and instance actions of workflow spec §7, each through `runAction`. */
import { findNode } from '@shared/flow';
import type { FlowNode } from '@shared/flow';
import type { AppDeps } from '../../../http/context';
import { invalid, notFound } from '../../../http/errors';
import { act, preview, returnTargets } from '../../../engine';
import type { EngineInstance, EngineResult, SignPosition, UserRef } from '../../../engine';
import { directoryOf, knownUsers, loadPeople } from '../directory';
import type { TenantPeople } from '../directory';
import { writableParams } from '../forms/formRules';
import { acceptFormData } from '../forms/submittedData';
import type { ActionCaller, ActionEnv } from './runAction';
import { engineError, instanceOfTask, runAction } from './runAction';
import { engineStateOf, readInstance } from './instanceStore';
import { checkedSignature, saveSignature } from './signatures';

type Params = Record<string, unknown> | undefined;

const nodeOfTask = (state: EngineInstance, taskId: string): FlowNode | undefined => {
  const task = state.tasks.find((candidate) => candidate.id === taskId);
  return task ? findNode(state.tree, task.nodeId) : undefined;
};

/** The submitted params reduced to the fields writable at the task's node; validated when `check` is set. */
export const acceptedParams = (
  env: ActionEnv,
  taskId: string,
  params: Params,
  check: boolean,
): Record<string, unknown> => {
  const node = nodeOfTask(env.state, taskId);
  return acceptFormData(env.forms.documents, writableParams(env.forms.documents, node?.privileges, params), {
    stored: env.state.formData,
    privileges: node?.privileges,
    isValidated: check && node !== undefined,
  });
};

/** The tenant's active people named by `ids`; any other id is a 400 naming `field`. */
export const tenantPeopleOf = (people: TenantPeople, ids: string[], field: string): UserRef[] => {
  const unknown = ids.find((id) => !people.users.has(id));
  if (unknown !== undefined) throw invalid(field, 'approval:error.unknownUser');
  return knownUsers(people, ids);
};

export const assignors = (people: TenantPeople, list: { id: string }[] | undefined): UserRef[] | undefined =>
  list
    ? knownUsers(
        people,
        list.map((item) => item.id),
      )
    : undefined;

/** An action on a task: the task's instance is found and locked by one statement inside the transaction. */
const onTask = async (
  deps: AppDeps,
  caller: ActionCaller,
  taskId: string,
  action: string,
  requestId: string | undefined,
  step: (env: ActionEnv) => EngineResult | Promise<EngineResult>,
) => {
  await runAction(deps, caller, { taskId, requestId, action }, step);
};

export const approveTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: {
    isPass: boolean;
    taskId: string;
    params?: Params;
    comment?: string;
    assignorList?: { id: string; name: string }[];
    ccUserIds?: string[];
    /** A PNG data URL drawn on the signature pad (flow setting `handwrittenSignature`). */
    signature?: string;
    requestId?: string;
  },
) => {
  const signature = body.isPass && body.signature !== undefined ? checkedSignature(body.signature) : null;
  const userId = caller.session.userId;
  return runAction(
    deps,
    caller,
    {
      taskId: body.taskId,
      requestId: body.requestId,
      action: body.isPass ? 'approve' : 'reject',
      persist: signature
        ? async (tx, result, row) => {
            // stored only when the engine took it (the flow asks for a handwritten signature)
            if (!result.tasks.some((task) => task.id === body.taskId && task.signed === true)) return;
            await saveSignature(tx, {
              merchantId: row.merchantId,
              instanceId: row.id,
              taskId: body.taskId,
              userId,
              png: signature,
            });
          }
        : undefined,
    },
    async (env) => {
      const params = acceptedParams(env, body.taskId, body.params, body.isPass);
      const assignorList = body.assignorList ? assignors(await env.people(), body.assignorList) : undefined;
      const ccList = body.ccUserIds
        ? tenantPeopleOf(await env.people(), body.ccUserIds, 'ccUserIds')
        : undefined;
      const { comment } = body;
      return body.isPass
        ? act(
            env.state,
            {
              kind: 'approve',
              taskId: body.taskId,
              userId,
              comment,
              params,
              assignorList,
              ccList,
              signed: !!signature,
            },
            env.ctx,
          )
        : act(env.state, { kind: 'reject', taskId: body.taskId, userId, comment, params, ccList }, env.ctx);
    },
  ).then(() => undefined);
};

/** Cc by the approver holding the task (spec §6 "allow cc"). */
export const ccTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { taskId: string; ccUserIds: string[]; requestId?: string },
) =>
  onTask(deps, caller, body.taskId, 'cc', body.requestId, async (env) => {
    const ccList = tenantPeopleOf(await env.people(), body.ccUserIds, 'ccUserIds');
    return act(
      env.state,
      { kind: 'cc', taskId: body.taskId, userId: caller.session.userId, ccList },
      env.ctx,
    );
  });

/** Share read-only with people of the tenant (spec §6 "share"). */
export const shareInstance = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { id: string; userIds: string[]; requestId?: string },
) =>
  runAction(
    deps,
    caller,
    { instanceId: body.id, requestId: body.requestId, action: 'share' },
    async (env) => {
      const targets = tenantPeopleOf(await env.people(), body.userIds, 'userIds');
      return act(env.state, { kind: 'share', userId: caller.session.userId, targets }, env.ctx);
    },
  );

/** Void an approved instance (spec §6 "void"); `isAdmin`: the caller holds the manage permission. */
export const voidInstance = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { id: string; comment: string; requestId?: string },
  isAdmin: boolean,
) => {
  const comment = body.comment.trim();
  if (!comment) throw invalid('comment', 'approval:error.required');
  return runAction(deps, caller, { instanceId: body.id, requestId: body.requestId, action: 'void' }, (env) =>
    act(env.state, { kind: 'void', userId: caller.session.userId, comment, isAdmin }, env.ctx),
  );
};

export const claimTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { taskId: string; requestId?: string },
) =>
  onTask(deps, caller, body.taskId, 'claim', body.requestId, (env) =>
    act(env.state, { kind: 'claim', taskId: body.taskId, userId: caller.session.userId }, env.ctx),
  );

export const transferTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: {
    id: string;
    targetUserId: string;
    params?: Params;
    comment?: string;
    requestId?: string;
  },
) =>
  onTask(deps, caller, body.id, 'transfer', body.requestId, async (env) => {
    const target = (await env.people()).users.get(body.targetUserId);
    if (!target) throw invalid('targetUserId', 'approval:error.unknownUser');
    const params = acceptedParams(env, body.id, body.params, false);
    return act(
      env.state,
      {
        kind: 'transfer',
        taskId: body.id,
        userId: caller.session.userId,
        targetUserId: target.userId,
        targetUserName: target.userName,
        comment: body.comment,
        params,
      },
      env.ctx,
    );
  });

/** Tenant members by id, in the order given; an unknown id is a 400 naming `field`. */
const membersOf = async (env: ActionEnv, ids: string[], field: string): Promise<UserRef[]> => {
  const people = await env.people();
  return ids.map((id) => {
    const member = people.users.get(id);
    if (!member) throw invalid(field, 'approval:error.unknownUser');
    return { userId: member.userId, userName: member.userName };
  });
};

export const addSignersToTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: {
    id: string;
    position: SignPosition;
    userIds: string[];
    params?: Params;
    comment?: string;
    requestId?: string;
  },
) =>
  onTask(deps, caller, body.id, 'addSigners', body.requestId, async (env) => {
    const signers = await membersOf(env, body.userIds, 'userIds');
    // signing after oneself approves now: the form is checked as on agree
    const params = acceptedParams(env, body.id, body.params, body.position === 'after');
    return act(
      env.state,
      {
        kind: 'addSigners',
        taskId: body.id,
        userId: caller.session.userId,
        position: body.position,
        signers,
        comment: body.comment,
        params,
      },
      env.ctx,
    );
  });

export const freeFlowTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { id: string; targetUserId: string; params?: Params; comment?: string; requestId?: string },
) =>
  onTask(deps, caller, body.id, 'freeFlow', body.requestId, async (env) => {
    const [target] = await membersOf(env, [body.targetUserId], 'targetUserId');
    if (!target) throw invalid('targetUserId', 'approval:error.unknownUser');
    const params = acceptedParams(env, body.id, body.params, true);
    return act(
      env.state,
      {
        kind: 'freeFlow',
        taskId: body.id,
        userId: caller.session.userId,
        target,
        comment: body.comment,
        params,
      },
      env.ctx,
    );
  });

export const fallbackTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: {
    sourceTaskId: string;
    id: string;
    params?: Params;
    comment?: string;
    requestId?: string;
  },
) =>
  onTask(deps, caller, body.sourceTaskId, 'fallback', body.requestId, (env) =>
    act(
      env.state,
      {
        kind: 'fallback',
        taskId: body.sourceTaskId,
        userId: caller.session.userId,
        targetNodeId: body.id,
        comment: body.comment,
        params: acceptedParams(env, body.sourceTaskId, body.params, false),
      },
      env.ctx,
    ),
  );

export const stageTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { id: string; params: Record<string, unknown>; requestId?: string },
) =>
  onTask(deps, caller, body.id, 'stage', body.requestId, (env) =>
    act(
      env.state,
      {
        kind: 'stage',
        taskId: body.id,
        userId: caller.session.userId,
        params: acceptedParams(env, body.id, body.params, false),
      },
      env.ctx,
    ),
  );

export const recallInstance = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { id: string; comment?: string; requestId?: string },
) =>
  runAction(deps, caller, { instanceId: body.id, requestId: body.requestId, action: 'recall' }, (env) =>
    act(env.state, { kind: 'recall', userId: caller.session.userId, comment: body.comment }, env.ctx),
  );

export const urgeInstance = (deps: AppDeps, caller: ActionCaller, body: { id: string }) =>
  runAction(deps, caller, { instanceId: body.id, action: 'urge' }, (env) =>
    act(env.state, { kind: 'urge', userId: caller.session.userId }, env.ctx),
  );

export const terminateInstance = (
  deps: AppDeps,
  caller: ActionCaller,
  body: { id: string; comment?: string },
) =>
  runAction(deps, caller, { instanceId: body.id, action: 'terminate' }, (env) =>
    act(env.state, { kind: 'terminate', userId: caller.session.userId, comment: body.comment }, env.ctx),
  );

/** Marks a cc entry read when its recipient opens it (no-op when already read). */
export const markCcRead = (deps: AppDeps, caller: ActionCaller, instanceId: string, taskId: string) =>
  runAction(deps, caller, { instanceId, action: 'read' }, (env) =>
    act(env.state, { kind: 'markCcRead', taskId, userId: caller.session.userId }, env.ctx),
  );

/** Read-only look at the instance of a task. */
const stateOfTask = async (deps: AppDeps, merchantId: string, taskId: string) => {
  const instanceId = await instanceOfTask(deps, merchantId, taskId);
  const row = await readInstance(deps.db, merchantId, instanceId);
  if (!row) throw notFound();
  return engineStateOf(row);
};

export const approvePreview = async (
  deps: AppDeps,
  caller: ActionCaller,
  body: { taskId: string; params?: Params },
) => {
  const state = await stateOfTask(deps, caller.session.merchantId, body.taskId);
  const people = await loadPeople(deps, caller.session.merchantId);
  const now = deps.now().getTime();
  let counter = 0;
  const answer = preview(
    state,
    { taskId: body.taskId, params: body.params, userId: caller.session.userId },
    {
      now,
      ids: () => `preview-${++counter}`,
      directory: directoryOf(people),
    },
  );
  if ('error' in answer) throw engineError(answer, people);
  return {
    needActors: answer.needActors,
    nodes: answer.nodes.map((n) => ({ id: n.id, nodeName: n.nodeName, selectMode: n.selectMode })),
  };
};

export const canReturn = async (deps: AppDeps, caller: ActionCaller, taskId: string) => {
  const state = await stateOfTask(deps, caller.session.merchantId, taskId);
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task || task.assignee?.userId !== caller.session.userId) return [];
  return returnTargets(state, taskId);
};
