import { describe, expect, it } from 'vitest';
import { manualClock } from '@studio/common/history';
import { createKeyFactory, renameKeys } from './keys';
import { card, field, grid } from './testBuilders';

describe('key factory', () => {
  it('makes type name plus timestamp', () => {
    const keys = createKeyFactory(() => 1619948973892);
    expect(keys.next('input')).toBe('input_1619948973892');
  });

  it('stays unique for a burst made in the same millisecond', () => {
    const keys = createKeyFactory(() => 5000);
    const made = Array.from({ length: 500 }, () => keys.next('input'));
    expect(new Set(made).size).toBe(500);
    expect(made.every((key) => /^input_\d+$/.test(key))).toBe(true);
  });

  it('never repeats when the clock goes back, and skips keys already taken', () => {
    const clock = manualClock(9000);
    const keys = createKeyFactory(clock.now);
    const first = keys.next('date');
    clock.set(8000);
    expect(keys.next('date')).not.toBe(first);
    const fresh = createKeyFactory(() => 100);
    expect(fresh.next('text', (key) => key === 'text_100' || key === 'text_101')).toBe('text_102');
  });
});

describe('renameKeys', () => {
  it('gives model types key = model, drops model on types without one and removes icon', () => {
    const keys = createKeyFactory(() => 7);
    const input = renameKeys({ ...field('input', 'old'), icon: 'icon-write' }, keys);
    expect(input).toMatchObject({ key: 'input_7', model: 'input_7' });
    expect(input).not.toHaveProperty('icon');
    const divider = renameKeys({ type: 'divider', key: 'x', model: 'x', label: '', options: {} }, keys);
    expect(divider.key).toBe('divider_8');
    expect(divider).not.toHaveProperty('model');
  });

  it('renames deeply inside containers', () => {
    const keys = createKeyFactory(() => 1);
    const copy = renameKeys(grid('g', [card('c', [field('input', 'a')])], [field('radio', 'b')]), keys);
    const inner = copy.columns?.[0]?.list[0];
    expect(inner?.key).toBe('card_2');
    expect(inner?.list?.[0]).toMatchObject({ key: 'input_3', model: 'input_3' });
    expect(copy.columns?.[1]?.list[0]?.key).toBe('radio_4');
  });
});
