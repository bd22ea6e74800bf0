import { describe, expect, it } from 'vitest';
import { PROFILE_CHECKS, startEdit } from './profileEdit';

describe('user-info editing §2.8', () => {
  it('edits one field at a time', () => {
    expect(startEdit(undefined, 'email')).toEqual({ editing: 'email' });
    expect(startEdit('email', 'email')).toEqual({ editing: 'email' });
    expect(startEdit('email', 'phonenumber')).toEqual({ warningKey: 'profile.saveFirst' });
  });
  it('checks each editable field by the §5 rules', () => {
    expect(PROFILE_CHECKS.phonenumber('12345')).toBe('validation.formatError');
    expect(PROFILE_CHECKS.nickName(' ')).toBe('validation.cannotBeEmpty');
    expect(PROFILE_CHECKS.email('a@b.cn')).toBeUndefined();
  });
});
