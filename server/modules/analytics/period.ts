/** Turns a period query (preset or custom dates, in the caller's time zone) into a range of epoch milliseconds. */
import { ResultCode } from '@shared/api/codes';
import { MAX_CUSTOM_DAYS, PERIOD_DAYS, type AnalyticsPeriod } from '@shared/api/modules/analytics';
import { AppError } from '../../http/errors';

export const DAY_MS = 86_400_000;

export interface PeriodInput {
  period?: AnalyticsPeriod;
  from?: string;
  to?: string;
  tzOffset?: number;
}

export interface Period {
  /** First millisecond of the first day. */
  from: number;
  /** First millisecond after the last day. */
  to: number;
  days: number;
  /** Minutes east of UTC. */
  tzOffset: number;
  /** Local day number (days since 1970-01-01 in the caller's zone) of the first day. */
  firstDay: number;
}

const invalidField = (field: 'from' | 'to', reason: string, params: Record<string, unknown> = {}) =>
  new AppError(ResultCode.InvalidParam, 'invalidParam', {
    field,
    fieldKey: `analytics:field.${field}`,
    reasonKey: `analytics:reason.${reason}`,
    ...params,
  });

/** Local day number of a `YYYY-MM-DD` date, or undefined when it is no calendar date (2026-02-30). */
const dayOfDate = (date: string): number | undefined => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? undefined : ms / DAY_MS;
};

/** The calendar date (`YYYY-MM-DD`) of a local day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Local day number of an instant. */
export const dayOfInstant = (ms: number, tzOffset: number): number =>
  Math.floor((ms + tzOffset * 60_000) / DAY_MS);

/** The local day number of the Monday that starts a local day's week (1970-01-01 was a Thursday). */
export const mondayOf = (day: number): number => day - ((((day + 3) % 7) + 7) % 7);

/** The ISO 8601 week (`2026-W05`) that starts on a Monday, given as a local day number. */
export const isoWeekOf = (monday: number): string => {
  const thursday = monday + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
};

const rangeOf = (firstDay: number, days: number, tzOffset: number): Period => {
  const from = firstDay * DAY_MS - tzOffset * 60_000;
  return { from, to: from + days * DAY_MS, days, tzOffset, firstDay };
};

/** Resolves the query against `now`; a custom period without dates, with a bad date or reversed is refused by field. */
export const resolvePeriod = (input: PeriodInput, now: Date): Period => {
  const tzOffset = input.tzOffset ?? 0;
  const period = input.period ?? '30d';
  if (period !== 'custom') {
    const days = PERIOD_DAYS[period];
    return rangeOf(dayOfInstant(now.getTime(), tzOffset) - days + 1, days, tzOffset);
  }
  if (!input.from) throw invalidField('from', 'customNeedsDates');
  if (!input.to) throw invalidField('to', 'customNeedsDates');
  const first = dayOfDate(input.from);
  if (first === undefined) throw invalidField('from', 'notADate');
  const last = dayOfDate(input.to);
  if (last === undefined) throw invalidField('to', 'notADate');
  if (last < first) throw invalidField('to', 'beforeFrom');
  if (last - first + 1 > MAX_CUSTOM_DAYS)
    throw invalidField('to', 'rangeTooLong', { limit: MAX_CUSTOM_DAYS });
  return rangeOf(first, last - first + 1, tzOffset);
};
