import { ResultCode, type ResultCodeValue } from '@shared/api/codes';

/**
 * A business failure: answered with HTTP 200 (or `status`) and a non-10000 envelope. `messageKey` is a key of
 * the `server` namespace (or `ns:key`), translated for the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCodeValue,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly options: { subCode?: string; status?: number; data?: unknown } = {},
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(ResultCode.NotFound, 'notFound');
export const business = (messageKey: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.Business, messageKey, params);
export const invalid = (field: string, reasonKey: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.InvalidParam, 'invalidParam', { field, reasonKey, ...params });
