import { describe, expect, it } from 'vitest';
import { idCheckChar, isEmail, isNationalId, isPhone, isPostalCode, presetFor } from './presets';

describe('preset format checks', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['23812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['1381234567a', false],
  ])('phone %s → %s', (text, ok) => expect(isPhone(text)).toBe(ok));

  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.com', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['a@@b.com', false],
    ['a b@c.com', false],
    ['a@b.c', false],
  ])('email %s → %s', (text, ok) => expect(isEmail(text)).toBe(ok));

  it.each([
    ['100000', true],
    ['518000', true],
    ['012345', false],
    ['12345', false],
    ['1234567', false],
  ])('postal code %s → %s', (text, ok) => expect(isPostalCode(text)).toBe(ok));

  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110105194912310021', false], // wrong check digit
    ['110105194902300028', false], // 30 February
    ['11010517491231002X', false], // year 1749
    ['01010519491231002X', false], // region starts with 0
    ['1101051949123100', false],
  ])('national ID %s → %s', (text, ok) => expect(isNationalId(text)).toBe(ok));

  it('computes the mod-11 check character (10 → X)', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
  });

  it('maps customRules names to presets, none for empty', () => {
    expect(presetFor('phone')?.messageKey).toBe('validation.phone');
    expect(presetFor('id')?.messageKey).toBe('validation.id');
    expect(presetFor('empty')).toBeUndefined();
    expect(presetFor('')).toBeUndefined();
    expect(presetFor(undefined)).toBeUndefined();
  });
});
