import { describe, expect, it } from 'vitest';
import { checkRequired, checkUserForm, checkUserFormFields } from './rules';

const GOOD = {
  userName: 'li_lei',
  nickName: 'Li Lei',
  organizeId: 'org-1',
  phonenumber: '13712345678',
  email: 'li@example.cn',
};
const keysOf = (input: Partial<typeof GOOD>) =>
  checkUserFormFields({ ...GOOD, ...input }).map((p) => [p.field, p.key]);

describe('checkUserFormFields', () => {
  it('finds nothing wrong with a good form', () => {
    expect(checkUserFormFields(GOOD)).toEqual([]);
  });

  it('names every field of an empty form at once, in form order', () => {
    expect(checkUserFormFields({}).map((p) => [p.field, p.key])).toEqual([
      ['userName', 'rule.userNameRequired'],
      ['nickName', 'rule.nickNameRequired'],
      ['organizeId', 'rule.organizeRequired'],
      ['phonenumber', 'rule.phoneRequired'],
      ['email', 'rule.emailRequired'],
    ]);
  });

  it.each([
    ['a short user name', { userName: 'ab' }, [['userName', 'rule.userNameMin']]],
    ['a long user name', { userName: 'a'.repeat(21) }, [['userName', 'rule.maxLength']]],
    ['a blank name', { nickName: '   ' }, [['nickName', 'rule.nickNameRequired']]],
    ['a long name', { nickName: 'n'.repeat(26) }, [['nickName', 'rule.maxLength']]],
    ['a bad phone', { phonenumber: '12345' }, [['phonenumber', 'rule.formatError']]],
    ['a long phone', { phonenumber: '1'.repeat(21) }, [['phonenumber', 'rule.maxLength']]],
    ['a bad email', { email: 'nobody' }, [['email', 'rule.formatError']]],
    [
      'a bad phone and a bad email',
      { phonenumber: '123', email: 'x@y' },
      [
        ['phonenumber', 'rule.formatError'],
        ['email', 'rule.formatError'],
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(keysOf(input)).toEqual(expected);
  });
});

describe('checkUserForm', () => {
  it('gives the first problem only, or null', () => {
    expect(checkUserForm({ ...GOOD, nickName: '', email: '' })).toEqual({
      field: 'nickName',
      key: 'rule.nickNameRequired',
    });
    expect(checkUserForm(GOOD)).toBeNull();
  });
});

describe('checkRequired', () => {
  const keys = { roleName: 'rule.roleNameRequired', roleKey: 'rule.roleKeyRequired' };
  it.each([
    ['both filled', { roleName: 'HR', roleKey: 'hr' }, []],
    ['one blank', { roleName: ' ', roleKey: 'hr' }, ['roleName']],
    ['both missing', {}, ['roleName', 'roleKey']],
  ])('%s', (_name, input, fields) => {
    expect(checkRequired(input, keys).map((p) => p.field)).toEqual(fields);
  });
});
