import { describe, expect, it } from 'vitest';
import { hasAnyPermission } from './usePermission';

describe('permission tag rule', () => {
  it('requires a non-empty tag list', () => {
    expect(() => hasAnyPermission(['*:*:*'], [], 'please set permission tag value')).toThrow(
      'please set permission tag value',
    );
  });
  it('grants with any matching tag or the wildcard', () => {
    expect(hasAnyPermission(['system:user:add'], ['system:user:edit', 'system:user:add'], 'x')).toBe(true);
    expect(hasAnyPermission(['system:user:list'], ['system:user:add'], 'x')).toBe(false);
    expect(hasAnyPermission(['*:*:*'], ['anything:at:all'], 'x')).toBe(true);
  });
});
