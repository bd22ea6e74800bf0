import { ResultCode } from '@shared/api/codes';
import { AppError } from '../../../http/errors';

/** A bad field of a channel: the message (key of the `messaging` namespace) names it; `data.field` points at it. */
export const channelFieldError = (field: string, key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.InvalidParam, `messaging:${key}`, params, { data: { field } });

/** A business rule of channels (key of the `messaging` namespace). */
export const channelRule = (key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.Business, `messaging:${key}`, params);
