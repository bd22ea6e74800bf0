import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/client';
import { fieldOf } from './fieldError';

describe('fieldOf', () => {
  it('says the reason alone at the field when the server gives it, the whole message otherwise', () => {
    const refusal = (data: unknown) =>
      new ApiError('Invalid toVersion: choose another version', '40001', { data });
    expect(fieldOf(refusal({ field: 'toVersion', reason: 'choose another version' }))).toEqual({
      field: 'toVersion',
      message: 'choose another version',
    });
    expect(fieldOf(refusal({ field: 'toVersion' }))).toEqual({
      field: 'toVersion',
      message: 'Invalid toVersion: choose another version',
    });
    expect(fieldOf(refusal(null))).toBeUndefined();
    expect(fieldOf(new Error('boom'))).toBeUndefined();
  });
});
