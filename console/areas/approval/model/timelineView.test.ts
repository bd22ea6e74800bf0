import { describe, expect, it } from 'vitest';
import { InstanceState, TaskState, TaskType } from '@shared/api/modules/approval';
import {
  actionKey,
  durationMessage,
  entryTag,
  initials,
  instanceStateKey,
  splitSeconds,
  taskStateKey,
} from './timelineView';

describe('process dynamics display', () => {
  it('tags open cc entries unread and open handler entries processing', () => {
    expect(entryTag({ taskType: TaskType.Cc, endTime: null })).toBe('unread');
    expect(entryTag({ taskType: TaskType.Handler, endTime: null })).toBe('processing');
    expect(entryTag({ taskType: TaskType.Handler, endTime: 5 })).toBeNull();
    // returned to the applicant: their entry is in progress until they resubmit
    expect(entryTag({ taskType: TaskType.Initiator, endTime: null })).toBe('processing');
    expect(entryTag({ taskType: TaskType.Initiator, endTime: 3 })).toBeNull();
  });

  it('labels actions by task state index', () => {
    expect(Object.values(TaskState).map(taskStateKey)).toEqual([
      'state.task.processing',
      'state.task.adopt',
      'state.task.refuse',
      'state.task.overtime',
      'state.task.termination',
      'state.task.withdraw',
      'state.task.transfer',
      'state.task.fallback',
    ]);
    expect(actionKey(TaskType.Initiator, TaskState.Adopt, 1)).toBe('action.submitted');
    expect(actionKey(TaskType.Initiator, TaskState.Processing, null)).toBe('action.awaitingResubmit');
    expect(actionKey(TaskType.Initiator, TaskState.Withdraw, 4)).toBe('state.task.withdraw');
    expect(actionKey(TaskType.Cc, TaskState.Processing, null)).toBe('tag.unread');
    expect(actionKey(TaskType.Cc, TaskState.Processing, 9)).toBe('action.read');
    expect(instanceStateKey(InstanceState.Terminated)).toBe('state.instance.terminated');
    // there is no instance state between Revoked and Terminated: an unknown state reads as under approval
    expect(instanceStateKey(InstanceState.Revoked + 1)).toBe('state.instance.underApproval');
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
