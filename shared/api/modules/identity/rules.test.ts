import { describe, expect, it } from 'vitest';
import { checkRequired, checkUserForm, checkUserFormFields, isIdCard, isPictureAddress } from './rules';

const GOOD = {
  userName: 'li_lei',
  nickName: 'Li Lei',
  organizeId: 'org-1',
  phonenumber: '13712345678',
  email: 'li@example.cn',
};
const keysOf = (input: Partial<typeof GOOD> & Record<string, string>) =>
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

  it('checks the personal fields: job number, sex, ID card, avatar and remark', () => {
    expect(
      keysOf({
        jobNumber: 'XH0001',
        sex: '1',
        idCard: '11010519491231002x',
        avatar: '/digital-portal/common/download?fileName=a.png',
        remark: 'r',
      }),
    ).toEqual([]);
    expect(
      keysOf({
        jobNumber: 'j'.repeat(51),
        sex: '7',
        idCard: '110105194912310021',
        avatar: 'javascript:alert(1)',
        remark: 'r'.repeat(501),
      }),
    ).toEqual([
      ['jobNumber', 'rule.maxLength'],
      ['sex', 'rule.formatError'],
      ['idCard', 'rule.idCardFormat'],
      ['avatar', 'rule.pictureAddress'],
      ['remark', 'rule.maxLength'],
    ]);
  });
});

describe('isIdCard', () => {
  it.each(['11010519491231002X', '440308199901010012', '110101199003077758'])('takes %s', (value) => {
    expect(isIdCard(value)).toBe(true);
  });
  it.each([
    ['a wrong check character', '110105194912310021'],
    ['a birth date that does not exist', '110105199902300015'],
    ['15 digits', '110105491231002'],
    ['letters inside', '1101051949123100AX'],
  ])('refuses %s', (_name, value) => {
    expect(isIdCard(value)).toBe(false);
  });
});

describe('isPictureAddress', () => {
  it('takes nothing, a path of this site or an https address, and nothing else', () => {
    expect(['', '/files/a.png', 'https://cdn.example/a.png'].map(isPictureAddress)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['http://x.example/a.png', '//x.example/a.png', 'data:image/png;base64,AA', 'javascript:1'].map(
        isPictureAddress,
      ),
    ).toEqual([false, false, false, false]);
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
