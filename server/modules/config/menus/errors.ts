import { ResultCode } from '@shared/api/codes';
import type { Db, Tx } from '../../../db/database';
import type { SessionContext } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { isPlatformTenant } from '../../identity/merchant/platformTenant';

/** A problem with one field: the message (a `server` key under `menus.`) shows under that field. */
export const fieldProblem = (field: string, key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.InvalidParam, `menus.${key}`, params, { data: { field } });

/** A refused change that is no single field's fault. */
export const refusal = (key: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.Business, `menus.${key}`, params);

/**
 * Apps and menus are one catalogue shared by every tenant: only sessions of the platform tenant may change them.
 * Every other tenant's administrator is told so plainly.
 */
export const assertPlatform = async (db: Db | Tx, session: SessionContext) => {
  if (!(await isPlatformTenant(db, session.merchantId))) throw refusal('platformOnly');
};

/** Text fields must not carry control characters (NUL and friends). */
export const assertPlainText = (values: Record<string, unknown>) => {
  for (const [field, value] of Object.entries(values))
    // eslint-disable-next-line no-control-regex
    if (typeof value === 'string' && /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value))
      throw fieldProblem(field, 'controlChars');
};
