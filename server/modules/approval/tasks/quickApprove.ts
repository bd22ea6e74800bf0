/**
 * Quick approval from the to-do list (workflow spec §6 "quick approval"): each chosen task is approved as Agree
 * with the form as it stands, through `runAction` in a transaction of its own, so one refusal never undoes
 * another task's approval. Each task answers approved or refused with its reason: the flow has the switch off,
 * the task needs input (a signature, a required field, next approvers), or it was handled meanwhile.
 */
import { createHash } from 'node:crypto';
import { ResultCode } from '@shared/api/codes';
import type { QuickApproveResultData } from '@shared/api/modules/approval';
import type { AppDeps } from '../../../http/context';
import { describeAppError } from '../../../http/errorHandler';
import { AppError } from '../../../http/errors';
import { act } from '../../../engine';
import { acceptedParams } from './actions';
import type { ActionCaller } from './runAction';
import { runAction } from './runAction';

export interface QuickApproveBody {
  taskIds: string[];
  comment?: string;
  requestId?: string;
}

/** Each task's own request key, derived from the batch's: a repeated batch approves nothing twice. */
const taskRequestId = (requestId: string | undefined, taskId: string) =>
  requestId === undefined
    ? undefined
    : `q-${createHash('sha256').update(`${requestId}\u0000${taskId}`).digest('hex').slice(0, 40)}`;

/** The refusal's code: the engine's, `formIncomplete` for the form's own checks, else the result code. */
const codeOf = (error: AppError): string => {
  if (error.options.subCode) return error.options.subCode;
  if (error.code === ResultCode.InvalidParam) return 'formIncomplete';
  if (error.code === ResultCode.NotFound) return 'notFound';
  return 'refused';
};

const approveOne = async (
  deps: AppDeps,
  caller: ActionCaller,
  taskId: string,
  body: QuickApproveBody,
): Promise<QuickApproveResultData> => {
  const userId = caller.session.userId;
  try {
    await runAction(
      deps,
      caller,
      {
        taskId,
        requestId: taskRequestId(body.requestId, taskId),
        action: 'quickApprove',
        answer: () => true,
      },
      (env) => {
        // the form as it stands must pass the node's checks, as on Agree
        const params = acceptedParams(env, taskId, {}, true);
        return act(
          env.state,
          { kind: 'approve', taskId, userId, comment: body.comment, params, isQuick: true },
          env.ctx,
        );
      },
    );
    return { taskId, isApproved: true, code: '', reason: '' };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const code = codeOf(error);
    const { msg } = describeAppError(caller.t, error);
    const reason = code === 'formIncomplete' ? caller.t('approval:quick.needsInput', { detail: msg }) : msg;
    return { taskId, isApproved: false, code, reason };
  }
};

/** Approves the tasks one after another (each id once, in the order given). */
export const quickApprove = async (deps: AppDeps, caller: ActionCaller, body: QuickApproveBody) => {
  const results: QuickApproveResultData[] = [];
  for (const taskId of new Set(body.taskIds)) results.push(await approveOne(deps, caller, taskId, body));
  return { results };
};
