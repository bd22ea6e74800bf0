import { DEFAULT_PASSWORD_RULE, meetsPasswordRule, type PasswordRule } from '../config/passwordRule';
import { isSameOriginPath } from '../../../theme/rules';

/**
 * Field rules of console spec §5, shared by the console forms and the server. Each check returns the first
 * problem as a field name and an `admin` namespace message key (plus params), or null when the input is fine.
 */
export interface FieldProblem {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

export const LIMITS = {
  nickName: 25,
  phone: 20,
  email: 50,
  userNameMin: 3,
  userNameMax: 20,
  jobNumber: 50,
  remark: 500,
} as const;

/** The values of dictionary sys_user_sex: male, female, unknown. */
export const SEX_VALUES = ['0', '1', '2'] as const;

const ID_CARD = /^\d{17}[\dXx]$/;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A resident identity card number: 18 characters, a real birth date at 7–14, and its ISO 7064 MOD 11-2 check. */
export const isIdCard = (value: string): boolean => {
  if (!ID_CARD.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value.charAt(17).toUpperCase();
};

const PHONE = /^1[2-9]\d{9}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

export const isPhone = (value: string) => PHONE.test(value);
export const isEmail = (value: string) => EMAIL.test(value);

const blank = (value: string | undefined) => (value ?? '').trim() === '';
const tooLong = (field: string, value: string, max: number): FieldProblem | null =>
  value.length > max ? { field, key: 'rule.maxLength', params: { max } } : null;

export interface ProfileInput {
  nickName?: string;
  phonenumber?: string;
  email?: string;
}

/** Self-edit in the user information modal. */
export const checkSelfProfile = (input: ProfileInput): FieldProblem | null => {
  const nickName = input.nickName ?? '';
  if (blank(nickName)) return { field: 'nickName', key: 'rule.cannotBeEmpty' };
  const nickLong = tooLong('nickName', nickName, LIMITS.nickName);
  if (nickLong) return nickLong;
  const phone = input.phonenumber ?? '';
  if (phone !== '') {
    const long = tooLong('phonenumber', phone, LIMITS.phone);
    if (long) return long;
    if (!isPhone(phone)) return { field: 'phonenumber', key: 'rule.formatError' };
  }
  const email = input.email ?? '';
  if (blank(email)) return { field: 'email', key: 'rule.cannotBeEmpty' };
  const emailLong = tooLong('email', email, LIMITS.email);
  if (emailLong) return emailLong;
  if (!isEmail(email)) return { field: 'email', key: 'rule.formatError' };
  return null;
};

export interface UserFormInput extends ProfileInput {
  userName?: string;
  organizeId?: string;
  jobNumber?: string;
  sex?: string;
  idCard?: string;
  avatar?: string;
  remark?: string;
}

const firstOf = (...problems: (FieldProblem | null)[]): FieldProblem | null =>
  problems.find((p) => p !== null) ?? null;
const present = (problems: (FieldProblem | null)[]): FieldProblem[] =>
  problems.filter((p): p is FieldProblem => p !== null);

const userNameProblem = (userName: string): FieldProblem | null => {
  if (blank(userName)) return { field: 'userName', key: 'rule.userNameRequired' };
  if (userName.trim().length < LIMITS.userNameMin) return { field: 'userName', key: 'rule.userNameMin' };
  return tooLong('userName', userName, LIMITS.userNameMax);
};

const requiredPhoneProblem = (phone: string): FieldProblem | null => {
  if (blank(phone)) return { field: 'phonenumber', key: 'rule.phoneRequired' };
  return firstOf(
    tooLong('phonenumber', phone, LIMITS.phone),
    isPhone(phone) ? null : { field: 'phonenumber', key: 'rule.formatError' },
  );
};

const requiredEmailProblem = (email: string): FieldProblem | null => {
  if (blank(email)) return { field: 'email', key: 'rule.emailRequired' };
  return firstOf(
    tooLong('email', email, LIMITS.email),
    isEmail(email) ? null : { field: 'email', key: 'rule.formatError' },
  );
};

/** The optional personal fields of the user form: job number, sex, ID card, avatar and remark. */
const personalProblems = (input: UserFormInput): (FieldProblem | null)[] => [
  tooLong('jobNumber', input.jobNumber ?? '', LIMITS.jobNumber),
  input.sex === undefined || (SEX_VALUES as readonly string[]).includes(input.sex)
    ? null
    : { field: 'sex', key: 'rule.formatError' },
  !input.idCard || isIdCard(input.idCard) ? null : { field: 'idCard', key: 'rule.idCardFormat' },
  checkPicture('avatar', input.avatar),
  tooLong('remark', input.remark ?? '', LIMITS.remark),
];

/** User create and edit by an administrator: one problem per field, in the order the form shows the fields. */
export const checkUserFormFields = (input: UserFormInput): FieldProblem[] =>
  present([
    userNameProblem(input.userName ?? ''),
    blank(input.nickName)
      ? { field: 'nickName', key: 'rule.nickNameRequired' }
      : tooLong('nickName', input.nickName ?? '', LIMITS.nickName),
    blank(input.organizeId) ? { field: 'organizeId', key: 'rule.organizeRequired' } : null,
    requiredPhoneProblem(input.phonenumber ?? ''),
    requiredEmailProblem(input.email ?? ''),
    ...personalProblems(input),
  ]);

/** The first problem of the user form (the server answers one field at a time). */
export const checkUserForm = (input: UserFormInput): FieldProblem | null =>
  checkUserFormFields(input)[0] ?? null;

/** Fields that must not be blank, each with the message key saying so: every blank one, in the given order. */
export const checkRequired = (
  input: Record<string, string | undefined>,
  keys: Record<string, string>,
): FieldProblem[] =>
  Object.entries(keys)
    .filter(([field]) => blank(input[field]))
    .map(([field, key]) => ({ field, key }));

/** A picture the console shows (a tenant's logo, a user's avatar): an uploaded file on this site or an https address. */
export const isPictureAddress = (value: string): boolean =>
  value === '' || isSameOriginPath(value) || /^https:\/\/[^\s"'<>\\]{1,490}$/.test(value);

/** The picture field's problem, if any. */
export const checkPicture = (field: string, value: string | undefined): FieldProblem | null =>
  isPictureAddress(value ?? '') ? null : { field, key: 'rule.pictureAddress' };

/** Tenant-role grant: every missing field. */
export const checkGrantFields = (input: { merchantId?: string; roleId?: string }): FieldProblem[] =>
  checkRequired(input, { merchantId: 'rule.merchantRequired', roleId: 'rule.roleRequired' });

/** Tenant-role grant: the first missing field. */
export const checkGrant = (input: { merchantId?: string; roleId?: string }): FieldProblem | null =>
  checkGrantFields(input)[0] ?? null;

/** Lock form: a duration is required (0 means until an administrator unlocks). */
export const checkLock = (input: { lockDuration?: number | null }): FieldProblem | null =>
  input.lockDuration === undefined || input.lockDuration === null || Number.isNaN(input.lockDuration)
    ? { field: 'lockDuration', key: 'rule.lockDurationRequired' }
    : null;

/** The §5 default rule: upper and lower case letters, digits and a special character, 8 or more characters. */
export const isStrongPasswordText = (password: string): boolean =>
  meetsPasswordRule(password, DEFAULT_PASSWORD_RULE);

export interface PasswordInput {
  originalPassword?: string;
  password?: string;
  confirm?: string;
  /** Own-password mode asks for the original one. */
  needOriginal: boolean;
  /** Console forms check the confirmation; the server gets one value. */
  checkConfirm: boolean;
  /** The tenant's password rule (system settings); the §5 default when absent. */
  rule?: PasswordRule;
}

/** Password reset (plain text, before encryption on the client or after decryption on the server). */
export const checkPasswords = (input: PasswordInput): FieldProblem | null => {
  const original = input.originalPassword ?? '';
  if (input.needOriginal && original === '')
    return { field: 'originalPassword', key: 'rule.originalRequired' };
  const password = input.password ?? '';
  if (password.trim() === '') return { field: 'password', key: 'rule.passwordRequired' };
  if (!meetsPasswordRule(password, input.rule ?? DEFAULT_PASSWORD_RULE))
    return { field: 'password', key: 'rule.passwordRule' };
  if (original !== '' && original === password) return { field: 'password', key: 'rule.passwordSame' };
  if (input.checkConfirm) {
    if ((input.confirm ?? '') === '') return { field: 'confirm', key: 'rule.confirmRequired' };
    if (input.confirm !== password) return { field: 'confirm', key: 'rule.passwordMismatch' };
  }
  return null;
};

/** Permission tag rule: a non-empty list is required. */
export const checkPermissionTags = (tags: readonly string[] | undefined): FieldProblem | null =>
  !tags || tags.length === 0 ? { field: 'permission', key: 'rule.permissionTagRequired' } : null;

/** Whether a user holding `granted` may see an element guarded by any of `tags` (`*:*:*` grants all). */
export const permits = (granted: readonly string[], tags: readonly string[]): boolean =>
  granted.includes('*:*:*') || tags.some((tag) => granted.includes(tag));

/** First 3 and last 4 digits kept, middle ****; '' stays ''. */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
