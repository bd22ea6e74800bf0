import { checkEmail, checkNickName, checkPhone, type Check } from '../validators';

/** User-info editing (console spec §4): idle, or editing exactly one field. */
export type ProfileField = 'nickName' | 'phonenumber' | 'email';
export const PROFILE_CHECKS: Record<ProfileField, Check> = {
  nickName: checkNickName,
  phonenumber: checkPhone,
  email: checkEmail,
};

export type EditStart = { editing: ProfileField } | { warningKey: string };

/** Opening a second field while one is open warns 'please save the current change first'. */
export const startEdit = (editing: ProfileField | undefined, field: ProfileField): EditStart =>
  editing && editing !== field ? { warningKey: 'profile.saveFirst' } : { editing: field };
