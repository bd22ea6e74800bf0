/**
 * The password rule of a tenant (console spec §5 gives the default: upper and lower case letters, digits and a
 * special character, 8 or more characters). One implementation, used by the server when a password is set and by
 * the console forms before they send one, so both refuse the same passwords with the same words.
 */
export interface PasswordRule {
  minLength: number;
  requireUpper: boolean;
  requireLower: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
}

export const DEFAULT_PASSWORD_RULE: PasswordRule = {
  minLength: 8,
  requireUpper: true,
  requireLower: true,
  requireDigit: true,
  requireSpecial: true,
};

/** Longest password any rule accepts (the same bound as the shortest minimum a tenant may choose is 8). */
export const PASSWORD_MAX_LENGTH = 64;

const CLASSES = [
  ['requireUpper', /[A-Z]/],
  ['requireLower', /[a-z]/],
  ['requireDigit', /\d/],
  ['requireSpecial', /[^A-Za-z0-9\s]/],
] as const;

/** Whether `password` keeps `rule`. */
export const meetsPasswordRule = (password: string, rule: PasswordRule): boolean =>
  password.length >= rule.minLength &&
  password.length <= PASSWORD_MAX_LENGTH &&
  CLASSES.every(([flag, pattern]) => !rule[flag] || pattern.test(password));

export const isDefaultPasswordRule = (rule: PasswordRule): boolean =>
  (Object.keys(DEFAULT_PASSWORD_RULE) as (keyof PasswordRule)[]).every(
    (key) => rule[key] === DEFAULT_PASSWORD_RULE[key],
  );

/** A translate function (i18next's `t`): keys carry their namespace. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

const joinList = (items: string[], t: Translate): string => {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(t('security:rule.listSeparator'));
  return `${head}${t('security:rule.listLast')}${items[items.length - 1]}`;
};

/** The character classes the rule asks for, in words ("upper and lower case letters", "digits", ...). */
const classWords = (rule: PasswordRule, t: Translate): string[] => {
  const words: string[] = [];
  if (rule.requireUpper && rule.requireLower) words.push(t('security:rule.upperLower'));
  else if (rule.requireUpper) words.push(t('security:rule.upper'));
  else if (rule.requireLower) words.push(t('security:rule.lower'));
  if (rule.requireDigit) words.push(t('security:rule.digit'));
  if (rule.requireSpecial) words.push(t('security:rule.special'));
  return words;
};

/**
 * The rule as one sentence, e.g. "Must be at least 12 characters with upper and lower case letters, digits and a
 * special character". The default rule keeps the spec's own message.
 */
export const describePasswordRule = (rule: PasswordRule, t: Translate): string => {
  if (isDefaultPasswordRule(rule)) return t('admin:rule.passwordRule');
  const words = classWords(rule, t);
  return words.length
    ? t('security:rule.sentence', { minLength: rule.minLength, classes: joinList(words, t) })
    : t('security:rule.lengthOnly', { minLength: rule.minLength });
};
