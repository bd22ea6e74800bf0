import { ResultCode } from '@shared/api/codes';
import { hasPermission } from '../../../auth/sessionStore';
import { AppError } from '../../../http/errors';

/** For endpoints open to every user for their own data: anything else needs `permission`. */
export const requirePermission = async (permissions: () => Promise<string[]>, permission: string) => {
  if (!hasPermission(await permissions(), permission))
    throw new AppError(ResultCode.Forbidden, 'forbidden', { permission });
};
