import { ResultCode } from '@shared/api/codes';
import { AppError } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/uniqueViolation';

/** A bad field of a template or category form: the message (key `templates.*` of `server`) names it. */
export const templateFieldError = (field: string, key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.InvalidParam, `templates.${key}`, params, { data: { field } });

/** A business rule of templates and categories (key `templates.*` of the `server` namespace). */
export const templateRule = (key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.Business, `templates.${key}`, params);

const CODE = /^[A-Za-z0-9_.-]+$/;

/** Checks a trimmed code and name; answers them trimmed. */
export const checkCodeAndName = (codeField: string, code: string, nameField: string, name: string) => {
  const trimmedCode = code.trim();
  const trimmedName = name.trim();
  if (!trimmedCode) throw templateFieldError(codeField, 'codeRequired');
  if (!CODE.test(trimmedCode)) throw templateFieldError(codeField, 'codeFormat');
  if (!trimmedName) throw templateFieldError(nameField, 'nameRequired');
  return { code: trimmedCode, name: trimmedName };
};

/** Runs a write whose code another request may have taken meanwhile: the unique index's refusal names the field. */
export const guardCode = async <T>(work: () => Promise<T>, field: string, key: string, code: string) => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw templateFieldError(field, key, { code: code.trim() });
    throw error;
  }
};
