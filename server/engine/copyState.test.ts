import { describe, expect, it } from 'vitest';
import { copyState } from './copyState';

describe('copyState', () => {
  it('copies nested plain data so that changing the copy leaves the original as it was', () => {
    const original = {
      tasks: [{ id: 't1', assignee: { userId: 'U1' }, candidates: [{ userId: 'U2' }] }],
      formData: { days: 2, note: null, missing: undefined },
      path: ['start', 'a1'],
    };
    const copy = copyState(original);
    expect(copy).toEqual(original);
    expect('missing' in copy.formData).toBe(true);
    copy.tasks[0]!.assignee.userId = 'U9';
    copy.tasks[0]!.candidates.push({ userId: 'U3' });
    copy.path.push('a2');
    copy.formData.days = 5;
    expect(original.tasks[0]!.assignee.userId).toBe('U1');
    expect(original.tasks[0]!.candidates).toHaveLength(1);
    expect(original.path).toEqual(['start', 'a1']);
    expect(original.formData.days).toBe(2);
  });

  it('copies values that are not plain data as structuredClone does, not by reference', () => {
    const at = new Date(1_700_000_000_000);
    const original = { at, seen: new Map([['a', 1]]) };
    const copy = copyState(original);
    expect(copy.at).not.toBe(at);
    expect(copy.at.getTime()).toBe(at.getTime());
    copy.seen.set('b', 2);
    expect(original.seen.has('b')).toBe(false);
  });

  it('shares a frozen object instead of copying it', () => {
    const tree = Object.freeze({ id: 'start', childNode: null });
    const copy = copyState({ tree, path: ['start'] });
    expect(copy.tree).toBe(tree);
  });
});
