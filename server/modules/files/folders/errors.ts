import { ResultCode } from '@shared/api/codes';
import { ENTRY_NAME_MAX, entryNameProblem } from '@shared/files';
import { AppError } from '../../../http/errors';

/** A bad field of a bucket or folder: the message (key `files:entry.*`) names it; `data.field` points at it. */
export const entryFieldError = (field: string, key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.InvalidParam, `files:entry.${key}`, params, { data: { field } });

/** A rule of buckets and folders (key `files:entry.*`). */
export const entryRule = (key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.Business, `files:entry.${key}`, params);

export const bucketMissing = () => new AppError(ResultCode.NotFound, 'files:entry.bucketNotFound');
export const folderMissing = () => new AppError(ResultCode.NotFound, 'files:entry.folderNotFound');

/** The trimmed name, or the refusal naming what is wrong with it. */
export const checkedName = (raw: string): string => {
  const name = raw.trim();
  const problem = entryNameProblem(name);
  if (problem) throw entryFieldError('name', problem, { max: ENTRY_NAME_MAX });
  return name;
};
