import { ResultCode } from '@shared/api/codes';
import { AppError } from '../../../http/errors';

/** A bad field of a dictionary or property write: the `server` message `dicts.<key>`, the field in `data`. */
export const dictFieldError = (field: string, key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.InvalidParam, `dicts.${key}`, { field, ...params }, { data: { field } });
