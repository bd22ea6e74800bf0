/**
 * Resubmitting an application that an approver returned to its applicant (flow setting `return`; issue 28). The
 * form is checked as at submission, with only the fields the start node leaves writable; one transaction, like
 * every action (runAction).
 */
import type { RestartMode } from '@shared/approval/states';
import { act } from '../../../engine';
import { acceptedParams } from './actions';
import type { ActionCaller } from './runAction';
import { runAction } from './runAction';
import type { AppDeps } from '../../../http/context';

export const resubmitTask = (
  deps: AppDeps,
  caller: ActionCaller,
  body: {
    taskId: string;
    params?: Record<string, unknown>;
    comment?: string;
    restart?: RestartMode;
    requestId?: string;
  },
) =>
  runAction(deps, caller, { taskId: body.taskId, requestId: body.requestId, action: 'resubmit' }, (env) =>
    act(
      env.state,
      {
        kind: 'resubmit',
        taskId: body.taskId,
        userId: caller.session.userId,
        comment: body.comment,
        params: acceptedParams(env, body.taskId, body.params, true),
        ...(body.restart ? { restart: body.restart } : {}),
      },
      env.ctx,
    ),
  ).then(() => null);
