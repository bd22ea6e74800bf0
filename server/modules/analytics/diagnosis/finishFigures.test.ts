import { describe, expect, it } from 'vitest';
import { isoWeekOf } from './finishFigures';

const mondayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('isoWeekOf', () => {
  it('names ISO weeks as PostgreSQL does, across year ends', () => {
    expect(isoWeekOf(mondayOf('2026-11-16'))).toEqual({ week: '2026-W47', weekStart: '2026-11-16' });
    // 2024-12-30 starts week 1 of 2025; 2021-01-04 starts week 1 of 2021 (2021-01-01 was in 2020-W53)
    expect(isoWeekOf(mondayOf('2024-12-30'))).toEqual({ week: '2025-W01', weekStart: '2024-12-30' });
    expect(isoWeekOf(mondayOf('2020-12-28'))).toEqual({ week: '2020-W53', weekStart: '2020-12-28' });
    expect(isoWeekOf(mondayOf('2021-01-04'))).toEqual({ week: '2021-W01', weekStart: '2021-01-04' });
  });
});
