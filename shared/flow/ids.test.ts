import { describe, expect, it } from 'vitest';
import { createIdGenerator, makeNodeId } from './ids';

describe('makeNodeId', () => {
  it('is 9 random digits followed by the timestamp', () => {
    const values = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.95];
    let index = 0;
    const id = makeNodeId({ random: () => values[index++ % values.length] ?? 0, now: () => 1700000000000 });
    expect(id).toBe('1234567891700000000000');
  });

  it('keeps leading zeros so the random part is always 9 digits', () => {
    expect(makeNodeId({ random: () => 0, now: () => 42 })).toBe('00000000042');
  });

  it('uses the real sources by default', () => {
    expect(makeNodeId()).toMatch(/^\d{9}\d{13}$/);
  });
});

describe('createIdGenerator', () => {
  it('never returns an id already taken in the tree, even with a stuck random source', () => {
    const taken = ['00000000010'];
    const next = createIdGenerator({ random: () => 0, now: () => 10 }, taken);
    const first = next();
    const second = next();
    expect(first).not.toBe('00000000010');
    expect(second).not.toBe(first);
    expect(first.startsWith('00000000010')).toBe(true);
  });

  it('reads a taken Set as it is, without taking over the ids it generates', () => {
    const taken = new Set(['00000000010']);
    const next = createIdGenerator({ random: () => 0, now: () => 10 }, taken);
    expect(next()).not.toBe('00000000010');
    expect([...taken]).toEqual(['00000000010']);
  });

  it('gives 1000 distinct ids in the same millisecond', () => {
    const next = createIdGenerator({ now: () => 5 });
    const ids = new Set(Array.from({ length: 1000 }, () => next()));
    expect(ids.size).toBe(1000);
  });
});
