import { meetsPasswordRule, type PasswordRule } from '@shared/api/modules/config/passwordRule';
import { PASSWORD_RULE_KEY } from './model/PasswordRuleSource';

/**
 * Field rules of console spec §5 for self-service forms. Each returns an i18n key (namespace console) or undefined.
 */
export type Check = (value: string) => string | undefined;

export const NAME_MAX = 25;
export const PHONE_MAX = 20;
export const EMAIL_MAX = 50;
export const USER_NAME_MIN = 3;
export const USER_NAME_MAX = 20;

/** 11 digits, starting 1, second digit 2–9. */
export const PHONE_PATTERN = /^1[2-9]\d{9}$/;
/** The usual name@domain with a last label of 2 to 6 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;
/** Upper and lower case letters, digits and a special character, 8 or more characters. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;

export const checkNickName: Check = (value) => {
  if (!value.trim()) return 'validation.cannotBeEmpty';
  if ([...value].length > NAME_MAX) return 'validation.tooLong';
  return undefined;
};

export const checkPhone: Check = (value) => {
  if (!value) return undefined;
  if (value.length > PHONE_MAX || !PHONE_PATTERN.test(value)) return 'validation.formatError';
  return undefined;
};

export const checkEmail: Check = (value) => {
  if (!value.trim()) return 'validation.cannotBeEmpty';
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return 'validation.formatError';
  return undefined;
};

export const checkUserName: Check = (value) => {
  if (!value.trim()) return 'validation.userNameRequired';
  if (value.length < USER_NAME_MIN) return 'validation.userNameMin';
  if (value.length > USER_NAME_MAX) return 'validation.tooLong';
  return undefined;
};

export interface PasswordForm {
  originalPassword: string;
  password: string;
  passwordSecond: string;
  verification: string;
}
export type PasswordField = keyof PasswordForm;
export type PasswordMode = 'self' | 'center';

/** One field of the reset-password form, checked on blur (§5 "Password reset"). */
export const checkPasswordField = (
  field: PasswordField,
  form: PasswordForm,
  mode: PasswordMode,
  /** The tenant's rule (system settings); without it the §5 default pattern applies. */
  rule?: PasswordRule,
): string | undefined => {
  switch (field) {
    case 'originalPassword':
      return mode === 'self' && !form.originalPassword ? 'password.originalRequired' : undefined;
    case 'password':
      if (!form.password.trim()) return 'password.newRequired';
      if (rule && !meetsPasswordRule(form.password, rule)) return PASSWORD_RULE_KEY;
      if (!rule && !PASSWORD_PATTERN.test(form.password)) return 'password.rule';
      if (mode === 'self' && form.password === form.originalPassword) return 'password.same';
      return undefined;
    case 'passwordSecond':
      if (!form.passwordSecond) return 'password.confirmRequired';
      return form.passwordSecond !== form.password ? 'password.mismatch' : undefined;
    case 'verification':
      return mode === 'center' && !form.verification.trim() ? 'password.codeRequired' : undefined;
  }
};

export const checkPasswordForm = (
  form: PasswordForm,
  mode: PasswordMode,
  rule?: PasswordRule,
): Partial<Record<PasswordField, string>> => {
  const fields: PasswordField[] =
    mode === 'self'
      ? ['originalPassword', 'password', 'passwordSecond']
      : ['password', 'passwordSecond', 'verification'];
  return Object.fromEntries(
    fields.flatMap((f) => {
      const error = checkPasswordField(f, form, mode, rule);
      return error ? [[f, error]] : [];
    }),
  );
};

/** Phone masking for display (first 3 and last 4 digits kept): the one rule the user list uses too. */
export { maskPhone } from '@shared/api/modules/identity/rules';
