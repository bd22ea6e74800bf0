/** The message centre's filters (read state, category, keyword, sent between two days) as one SQL condition. */
import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { ResultCode } from '@shared/api/codes';
import { letters } from '../../../db/schema';
import { AppError } from '../../../http/errors';

const DAY_MS = 86_400_000;

export interface LetterFilter {
  status?: string;
  category?: string;
  keyword?: string;
  /** `YYYY-MM-DD`, in the caller's zone. */
  from?: string;
  to?: string;
  /** Minutes east of UTC. */
  tzOffset?: number;
}

const invalidDay = (field: 'from' | 'to', reason: 'notADate' | 'beforeFrom') =>
  new AppError(ResultCode.InvalidParam, 'invalidParam', {
    field,
    fieldKey: `letters.field.${field}`,
    reasonKey: `server:letters.reason.${reason}`,
  });

/** First instant of a local calendar day, or undefined when the text is no calendar date (2026-02-30). */
const startOfDay = (date: string, tzOffset: number): number | undefined => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return undefined;
  return ms - tzOffset * 60_000;
};

/** The sent-between condition: `from` 00:00 up to the end of `to`; a bad or reversed day is refused by field. */
const sentBetween = (filter: LetterFilter): SQL | undefined => {
  const zone = filter.tzOffset ?? 0;
  const first = filter.from ? startOfDay(filter.from, zone) : undefined;
  if (filter.from && first === undefined) throw invalidDay('from', 'notADate');
  const last = filter.to ? startOfDay(filter.to, zone) : undefined;
  if (filter.to && last === undefined) throw invalidDay('to', 'notADate');
  if (first !== undefined && last !== undefined && last < first) throw invalidDay('to', 'beforeFrom');
  return and(
    first === undefined ? undefined : gte(letters.sendTime, new Date(first)),
    last === undefined ? undefined : lt(letters.sendTime, new Date(last + DAY_MS)),
  );
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Title or content containing the keyword, case-insensitively; nothing when the keyword is blank. */
const mentioning = (keyword: string | undefined): SQL | undefined => {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(letters.title, pattern), ilike(letters.content, pattern));
};

/** Every filter given, combined; the owner's scope is added by the query. */
export const letterFilterWhere = (filter: LetterFilter): SQL | undefined =>
  and(
    filter.status ? eq(letters.status, filter.status) : undefined,
    filter.category ? eq(letters.category, filter.category) : undefined,
    mentioning(filter.keyword),
    sentBetween(filter),
  );
