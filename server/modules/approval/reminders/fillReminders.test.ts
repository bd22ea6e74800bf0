import { describe, expect, it } from 'vitest';
import { duePeriod, remindersOf } from './fillReminders';

const at = (iso: string) => new Date(iso).getTime();
const reminder = (day: number, time: string) => ({ id: 'r', day, time, isEnabled: true });

describe('reminders to fill in: when they are due (UTC)', () => {
  it('every working day: from its time to the end of the day, for that day; not at weekends', () => {
    const daily = reminder(0, '10:00');
    expect(duePeriod(daily, at('2026-11-23T09:59:00Z'))).toBeNull();
    expect(duePeriod(daily, at('2026-11-23T10:00:00Z'))).toEqual({
      period: '2026-11-23',
      periodStart: at('2026-11-23T00:00:00Z'),
    });
    expect(duePeriod(daily, at('2026-11-21T12:00:00Z'))).toBeNull();
    expect(duePeriod(daily, at('2026-11-22T12:00:00Z'))).toBeNull();
  });

  it('day N of the month: from that day and time until the month ends, for the month', () => {
    const monthly = reminder(5, '08:30');
    expect(duePeriod(monthly, at('2026-11-05T08:29:00Z'))).toBeNull();
    expect(duePeriod(monthly, at('2026-11-05T08:30:00Z'))).toEqual({
      period: '2026-11',
      periodStart: at('2026-11-01T00:00:00Z'),
    });
    expect(duePeriod(monthly, at('2026-11-30T23:00:00Z'))?.period).toBe('2026-11');
    expect(duePeriod(monthly, at('2026-12-01T09:00:00Z'))).toBeNull();
  });

  it('reads the free-form settings defensively: bad cards are left out, who and message default', () => {
    expect(
      remindersOf({
        reminders: [
          { id: 'a', day: 3, time: '09:00', isEnabled: true, who: { members: [{ id: 'U1', name: 'A' }, 7] } },
          { id: 'b', day: 0, time: 'soon', isEnabled: true },
          null,
          'x',
        ],
      }),
    ).toEqual([
      {
        id: 'a',
        day: 3,
        time: '09:00',
        isEnabled: true,
        who: { members: [{ id: 'U1', name: 'A' }], roles: [], organisations: [] },
        message: '',
      },
    ]);
    expect(remindersOf({ reminders: 'nope' })).toEqual([]);
  });
});
