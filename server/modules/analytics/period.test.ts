import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { dateOfDay, isoWeekOf, mondayOf, resolvePeriod } from './period';

const now = new Date('2026-11-21T09:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const refusal = (input: Parameters<typeof resolvePeriod>[0]) => {
  try {
    resolvePeriod(input, now);
  } catch (error) {
    return error instanceof AppError ? [error.params.field, error.params.reasonKey] : error;
  }
  return 'accepted';
};

describe('resolvePeriod', () => {
  it('a preset is that many whole days ending with today, in UTC by default', () => {
    const week = resolvePeriod({ period: '7d' }, now);
    expect([iso(week.from), iso(week.to), week.days]).toEqual([
      '2026-11-15T00:00:00.000Z',
      '2026-11-22T00:00:00.000Z',
      7,
    ]);
    expect(resolvePeriod({}, now).days).toBe(30);
  });

  it('counts days in the caller’s zone: UTC+8 at 09:00 UTC is already the 21st from 16:00 the day before', () => {
    const late = new Date('2026-11-21T17:00:00Z');
    const week = resolvePeriod({ period: '7d', tzOffset: 480 }, late);
    expect([iso(week.from), iso(week.to)]).toEqual(['2026-11-15T16:00:00.000Z', '2026-11-22T16:00:00.000Z']);
  });

  it('a custom range includes both dates', () => {
    const range = resolvePeriod(
      { period: 'custom', from: '2026-02-27', to: '2026-03-01', tzOffset: -60 },
      now,
    );
    expect([iso(range.from), iso(range.to), range.days]).toEqual([
      '2026-02-27T01:00:00.000Z',
      '2026-03-02T01:00:00.000Z',
      3,
    ]);
  });

  it.each([
    [{ period: 'custom' as const, to: '2026-01-01' }, ['from', 'analytics:reason.customNeedsDates']],
    [{ period: 'custom' as const, from: '2026-01-01' }, ['to', 'analytics:reason.customNeedsDates']],
    [
      { period: 'custom' as const, from: '2026-02-30', to: '2026-03-01' },
      ['from', 'analytics:reason.notADate'],
    ],
    [
      { period: 'custom' as const, from: '2026-03-01', to: '2026-13-01' },
      ['to', 'analytics:reason.notADate'],
    ],
    [
      { period: 'custom' as const, from: '2026-03-02', to: '2026-03-01' },
      ['to', 'analytics:reason.beforeFrom'],
    ],
    [
      { period: 'custom' as const, from: '2025-01-01', to: '2026-01-02' },
      ['to', 'analytics:reason.rangeTooLong'],
    ],
  ])('refuses %j by field', (input, expected) => expect(refusal(input)).toEqual(expected));

  it('accepts the longest custom range, 366 days', () => {
    expect(refusal({ period: 'custom', from: '2024-01-01', to: '2024-12-31' })).toBe('accepted');
  });
});

describe('weeks', () => {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const weekOf = (date: string) => {
    const monday = mondayOf(day(date));
    return [dateOfDay(monday), isoWeekOf(monday)];
  };

  it('a day belongs to the week of the Monday before it, named as ISO 8601 names it, across year ends', () => {
    expect(weekOf('2026-11-01')).toEqual(['2026-10-26', '2026-W44']);
    expect(weekOf('2026-11-02')).toEqual(['2026-11-02', '2026-W45']);
    expect(weekOf('2026-01-01')).toEqual(['2025-12-29', '2026-W01']);
    expect(weekOf('2027-01-01')).toEqual(['2026-12-28', '2026-W53']);
    expect(weekOf('2025-01-01')).toEqual(['2024-12-30', '2025-W01']);
    expect(weekOf('2021-01-03')).toEqual(['2020-12-28', '2020-W53']);
    expect(weekOf('1970-01-01')).toEqual(['1969-12-29', '1970-W01']);
    expect(weekOf('1969-12-28')).toEqual(['1969-12-22', '1969-W52']);
  });
});
