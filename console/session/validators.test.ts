import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkNickName,
  checkPasswordField,
  checkPasswordForm,
  checkPhone,
  checkUserName,
  maskPhone,
  type PasswordForm,
} from './validators';

describe('self-edit validators §5', () => {
  it.each([
    ['张三', undefined],
    ['', 'validation.cannotBeEmpty'],
    ['   ', 'validation.cannotBeEmpty'],
    ['a'.repeat(25), undefined],
    ['a'.repeat(26), 'validation.tooLong'],
  ])('nickName %j → %s', (value, expected) => expect(checkNickName(value)).toBe(expected));

  it.each([
    ['', undefined],
    ['13912345678', undefined],
    ['19912345678', undefined],
    ['11912345678', 'validation.formatError'],
    ['1391234567', 'validation.formatError'],
    ['139123456789', 'validation.formatError'],
    ['2391234567x', 'validation.formatError'],
  ])('phone %j → %s', (value, expected) => expect(checkPhone(value)).toBe(expected));

  it.each([
    ['a@b.cn', undefined],
    ['first.last@mail.example.museum', undefined],
    ['', 'validation.cannotBeEmpty'],
    ['no-at.example.com', 'validation.formatError'],
    ['a@b.c', 'validation.formatError'],
    ['a@b.abcdefg', 'validation.formatError'],
    [`${'a'.repeat(45)}@b.com`, 'validation.formatError'],
  ])('email %j → %s', (value, expected) => expect(checkEmail(value)).toBe(expected));

  it.each([
    ['', 'validation.userNameRequired'],
    ['ab', 'validation.userNameMin'],
    ['abc', undefined],
    ['a'.repeat(21), 'validation.tooLong'],
  ])('userName %j → %s', (value, expected) => expect(checkUserName(value)).toBe(expected));
});

const form = (patch: Partial<PasswordForm>): PasswordForm => ({
  originalPassword: 'Old@12345',
  password: 'New@12345',
  passwordSecond: 'New@12345',
  verification: '',
  ...patch,
});

describe('reset-password validators §5', () => {
  it.each([
    ['', 'password.newRequired'],
    ['        ', 'password.newRequired'],
    ['abcdefg1!', 'password.rule'],
    ['ABCDEFG1!', 'password.rule'],
    ['Abcdefgh!', 'password.rule'],
    ['Abcdefg12', 'password.rule'],
    ['Ab1!xyz', 'password.rule'],
    ['Ab1!wxyz', undefined],
    ['Old@12345', 'password.same'],
  ])('new password %j → %s', (password, expected) =>
    expect(checkPasswordField('password', form({ password }), 'self')).toBe(expected),
  );

  it('the original password is required in own-password mode only', () => {
    expect(checkPasswordField('originalPassword', form({ originalPassword: '' }), 'self')).toBe(
      'password.originalRequired',
    );
    expect(checkPasswordField('originalPassword', form({ originalPassword: '' }), 'center')).toBeUndefined();
  });

  it('the confirmation must be given and equal', () => {
    expect(checkPasswordField('passwordSecond', form({ passwordSecond: '' }), 'self')).toBe(
      'password.confirmRequired',
    );
    expect(checkPasswordField('passwordSecond', form({ passwordSecond: 'New@123456' }), 'self')).toBe(
      'password.mismatch',
    );
  });

  it('centre mode needs the verification code and no original password', () => {
    expect(checkPasswordForm(form({ originalPassword: '' }), 'center')).toEqual({
      verification: 'password.codeRequired',
    });
    expect(checkPasswordForm(form({ verification: '123456' }), 'center')).toEqual({});
  });

  it('masks a phone keeping the first 3 and last 4 digits', () => {
    expect(maskPhone('13912345678')).toBe('139****5678');
    expect(maskPhone('')).toBe('');
  });
});
