import { describe, expect, it } from 'vitest';
import { actionKey, durationMessage, entryTag, initials, instanceStateKey, splitSeconds, taskStateKey } from './timelineView';

describe('process dynamics display', () => {
  it('tags open cc entries unread and open handler entries processing', () => {
    expect(entryTag({ taskType: 2, endTime: null })).toBe('unread');
    expect(entryTag({ taskType: 1, endTime: null })).toBe('processing');
    expect(entryTag({ taskType: 1, endTime: 5 })).toBeNull();
    expect(entryTag({ taskType: 0, endTime: null })).toBeNull();
  });

  it('labels actions by task state index', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(taskStateKey)).toEqual([
      'state.task.processing', 'state.task.adopt', 'state.task.refuse', 'state.task.overtime', 'state.task.termination',
      'state.task.withdraw', 'state.task.transfer', 'state.task.fallback',
    ]);
    expect(actionKey(0, 1, 1)).toBe('action.submitted');
    expect(actionKey(2, 0, null)).toBe('tag.unread');
    expect(actionKey(2, 0, 9)).toBe('action.read');
    expect(instanceStateKey(5)).toBe('state.instance.terminated');
    expect(instanceStateKey(4)).toBe('state.instance.underApproval');
  });

  it('splits total time into days, hours, minutes and seconds', () => {
    expect(splitSeconds(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(durationMessage(59).key).toBe('duration.seconds');
    expect(durationMessage(3600).key).toBe('duration.hours');
    expect(durationMessage(86400 * 2 + 5).params).toEqual({ days: 2, hours: 0, minutes: 0, seconds: 5 });
  });

  it('makes avatar initials', () => {
    expect(initials('李四')).toBe('李四');
    expect(initials('系统管理员')).toBe('理员');
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('')).toBe('?');
  });
});
