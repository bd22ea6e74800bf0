import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULE, describePasswordRule, meetsPasswordRule } from './passwordRule';

const t = (key: string, params?: Record<string, unknown>) =>
  ({
    'admin:rule.passwordRule': 'DEFAULT',
    'security:rule.upperLower': 'upper and lower case letters',
    'security:rule.upper': 'upper case letters',
    'security:rule.digit': 'digits',
    'security:rule.special': 'a special character',
    'security:rule.listSeparator': ', ',
    'security:rule.listLast': ' and ',
    'security:rule.sentence': `at least ${String(params?.minLength)} characters with ${String(params?.classes)}`,
    'security:rule.lengthOnly': `at least ${String(params?.minLength)} characters`,
  })[key] ?? key;

describe('password rule', () => {
  it('the §5 default: every class, 8 or more characters', () => {
    expect(meetsPasswordRule('Abcdef1!', DEFAULT_PASSWORD_RULE)).toBe(true);
    expect(meetsPasswordRule('Abcde1!', DEFAULT_PASSWORD_RULE)).toBe(false);
    expect(meetsPasswordRule('abcdefg1!', DEFAULT_PASSWORD_RULE)).toBe(false);
    expect(meetsPasswordRule('ABCDEFG1!', DEFAULT_PASSWORD_RULE)).toBe(false);
    expect(meetsPasswordRule('Abcdefgh!', DEFAULT_PASSWORD_RULE)).toBe(false);
    expect(meetsPasswordRule('Abcdefg12', DEFAULT_PASSWORD_RULE)).toBe(false);
    expect(meetsPasswordRule(`Aa1!${'x'.repeat(61)}`, DEFAULT_PASSWORD_RULE)).toBe(false);
    expect(describePasswordRule(DEFAULT_PASSWORD_RULE, t)).toBe('DEFAULT');
  });

  it('a tenant rule: its length and only the classes it asks for, in words', () => {
    const rule = { ...DEFAULT_PASSWORD_RULE, minLength: 12 };
    expect(meetsPasswordRule('Short@1234', rule)).toBe(false);
    expect(meetsPasswordRule('LongEnough@2026', rule)).toBe(true);
    expect(describePasswordRule(rule, t)).toBe(
      'at least 12 characters with upper and lower case letters, digits and a special character',
    );
    const digits = {
      minLength: 10,
      requireUpper: false,
      requireLower: false,
      requireDigit: true,
      requireSpecial: false,
    };
    expect(meetsPasswordRule('plainword12', digits)).toBe(true);
    expect(describePasswordRule(digits, t)).toBe('at least 10 characters with digits');
    const upper = { ...digits, requireUpper: true, requireSpecial: true };
    expect(describePasswordRule(upper, t)).toBe(
      'at least 10 characters with upper case letters, digits and a special character',
    );
    expect(describePasswordRule({ ...digits, requireDigit: false }, t)).toBe('at least 10 characters');
  });
});
