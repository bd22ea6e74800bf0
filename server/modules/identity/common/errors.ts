import { ResultCode } from '@shared/api/codes';
import type { FieldProblem } from '@shared/api/modules/identity/rules';
import { AppError } from '../../../http/errors';

/** A §5 field problem answered with the field name in `data` and the translated `admin` message. */
export const fieldError = (problem: FieldProblem) =>
  new AppError(ResultCode.InvalidParam, `admin:${problem.key}`, problem.params ?? {}, {
    data: { field: problem.field },
  });

export const throwIf = (problem: FieldProblem | null) => {
  if (problem) throw fieldError(problem);
};

/** A business rule of the identity area (key in the `admin` namespace). */
export const rule = (key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.Business, `admin:${key}`, params);
