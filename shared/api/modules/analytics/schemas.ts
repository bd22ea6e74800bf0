/** Schemas and fixed buckets shared by the analytics endpoints (efficiency diagnosis, home page). */
import { Type, type Static } from '@sinclair/typebox';

/** A number that may be missing because there is nothing to measure (no finished instance, no task). */
export const Seconds = Type.Union([Type.Number(), Type.Null()]);

/** Preset periods are whole days ending today (in the caller's time zone); `custom` takes `from` and `to`. */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** Days of each preset period. */
export const PERIOD_DAYS: Record<Exclude<AnalyticsPeriod, 'custom'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
/** The longest custom range, in days (both ends included). */
export const MAX_CUSTOM_DAYS = 366;

const CalendarDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/**
 * The period of a diagnosis. A preset (`7d` / `30d` / `90d`) is that many whole days ending with today; `custom`
 * runs from `from` 00:00 to the end of `to` (both `YYYY-MM-DD`, both included, at most 366 days). Days are
 * counted in the caller's time zone, `tzOffset` minutes east of UTC (UTC+8 is 480), UTC when left out.
 * An instance belongs to the period when it was started in it.
 */
export const PeriodQuery = {
  period: Type.Optional(
    Type.Unsafe<AnalyticsPeriod>({ type: 'string', enum: [...ANALYTICS_PERIODS], default: '30d' }),
  ),
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
  tzOffset: Type.Optional(Type.Integer({ minimum: -720, maximum: 840 })),
};

/** The resolved period: epoch milliseconds, `to` excluded; `days` whole days. */
export const PeriodRange = Type.Object({
  from: Type.Number(),
  to: Type.Number(),
  days: Type.Integer(),
  tzOffset: Type.Integer(),
});
export type PeriodRangeData = Static<typeof PeriodRange>;

/**
 * Upper bounds (seconds, excluded) of the time-to-finish histogram: under 1 hour, 1–4 hours, 4 hours–1 day,
 * 1–3 days, 3–7 days, 7–14 days, 14–30 days, and 30 days or more (the last bucket has no upper bound).
 */
export const FINISH_BUCKET_BOUNDS = [3_600, 14_400, 86_400, 259_200, 604_800, 1_209_600, 2_592_000] as const;

/** Upper bounds (seconds, excluded) of the to-do age buckets: under 1 day, 1–3 days, 3–7 days, 7 days or more. */
export const TODO_AGE_BOUNDS = [86_400, 259_200, 604_800] as const;

/** One bucket of a fixed set: `index` into the bounds, `[minSeconds, maxSeconds)` (`maxSeconds` null: open). */
export const Bucket = Type.Object({
  index: Type.Integer(),
  minSeconds: Type.Number(),
  maxSeconds: Seconds,
  count: Type.Integer(),
});
export type BucketRow = Static<typeof Bucket>;
