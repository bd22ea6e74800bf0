/** Preset format checks chosen by `options.customRules` (workflow spec §5). */
import { FormMessage } from './messages';
import type { CustomRuleName } from './types';

/** Mainland mobile number: 11 digits, first 1, second 3-9. */
export const isPhone = (text: string): boolean => /^1[3-9]\d{9}$/.test(text);

/** A standard address: local part, @, dotted domain with a 2+ letter top level. */
export const isEmail = (text: string): boolean =>
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(
    text,
  );

/** Postal code: 6 digits, not starting with 0. */
export const isPostalCode = (text: string): boolean => /^[1-9]\d{5}$/.test(text);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** True when YYYYMMDD is a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The check character of the first 17 digits (ISO 7064 mod 11-2). */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] ?? '';
}

/** 18-character national ID: region, real birth date (1800-2099), sequence, mod-11 check digit or X. */
export function isNationalId(text: string): boolean {
  const match = /^([1-9]\d{5})((18|19|20)\d{2})(\d{2})(\d{2})(\d{3})([0-9Xx])$/.exec(text);
  if (!match) return false;
  if (!isRealDate(Number(match[2]), Number(match[4]), Number(match[5]))) return false;
  return idCheckChar(text.slice(0, 17)) === text.charAt(17).toUpperCase();
}

export type PresetName = Exclude<CustomRuleName, 'empty'>;
export const PRESET_CHECKS: Record<PresetName, { test: (text: string) => boolean; messageKey: string }> = {
  phone: { test: isPhone, messageKey: FormMessage.phone },
  email: { test: isEmail, messageKey: FormMessage.email },
  code: { test: isPostalCode, messageKey: FormMessage.code },
  id: { test: isNationalId, messageKey: FormMessage.id },
};

/** The preset named by `customRules`, or undefined for none / 'empty' / unknown names. */
export function presetFor(name: unknown): (typeof PRESET_CHECKS)[PresetName] | undefined {
  return typeof name === 'string' && name in PRESET_CHECKS ? PRESET_CHECKS[name as PresetName] : undefined;
}
