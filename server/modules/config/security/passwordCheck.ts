import type { TFunction } from 'i18next';
import { ResultCode } from '@shared/api/codes';
import {
  describePasswordRule,
  meetsPasswordRule,
  type PasswordRule,
} from '@shared/api/modules/config/passwordRule';
import type { AppDeps } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { effectivePolicy, passwordRuleOf } from './policy';

/** The password rule of a tenant (its own choices over the §5 default). */
export const passwordRuleFor = async (deps: AppDeps, merchantId: string): Promise<PasswordRule> =>
  passwordRuleOf(await effectivePolicy(deps.db, deps.config, merchantId));

/** The refusal of a password that breaks `rule`: the rule in words, under the `password` field. */
export const passwordRuleError = (rule: PasswordRule, t: TFunction, field = 'password') =>
  new AppError(
    ResultCode.InvalidParam,
    'security:rule.refused',
    { text: describePasswordRule(rule, (key, params) => t(key, params ?? {})) },
    { data: { field } },
  );

/**
 * Refuses `plain` unless it keeps the password rule of tenant `merchantId` (every path that sets a password calls
 * this with the tenant of the account whose password changes).
 */
export const assertPasswordRule = async (
  deps: AppDeps,
  merchantId: string,
  plain: string,
  t: TFunction,
  field = 'password',
): Promise<void> => {
  const rule = await passwordRuleFor(deps, merchantId);
  if (!meetsPasswordRule(plain, rule)) throw passwordRuleError(rule, t, field);
};
