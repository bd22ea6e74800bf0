import { ResultCode } from '@shared/api/codes';
import { AppError } from '../../../http/errors';

/** A bad field of a send task or notify rule: the message (key `messaging:sendTask.*`) names it. */
export const sendTaskFieldError = (field: string, key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.InvalidParam, `messaging:sendTask.${key}`, params, { data: { field } });

/** A business rule of send tasks (key `messaging:sendTask.*`). */
export const sendTaskRule = (key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.Business, `messaging:sendTask.${key}`, params);
