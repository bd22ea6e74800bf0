import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { preparedStatement } from '../../db/preparedStatement';
import { generateId } from '../../ids';

export interface NewLetter {
  merchantId: string;
  userId: string;
  category: string;
  title: string;
  content?: string;
  bizId?: string;
}

/**
 * An INSERT of letters, to run alone or as a data-modifying CTE of a bigger statement. Its placeholders are
 * `letters` (all rows as one json array, so the text never changes) and `sendTime`: fill them with `letterValues`.
 */
export const insertLetters = sql`insert into letters (letter_id, merchant_id, user_id, category, title, content, biz_id, status, send_time)
  select l.letter_id, l.merchant_id, l.user_id, l.category, l.title, l.content, l.biz_id, 'UNREAD', ${sql.placeholder('sendTime')}::timestamptz
  from json_to_recordset(${sql.placeholder('letters')}::json)
    as l(letter_id text, merchant_id text, user_id text, category text, title text, content text, biz_id text)`;

/** The placeholder values of `insertLetters`; an empty list inserts nothing. */
export const letterValues = (items: NewLetter[], now: Date) => ({
  sendTime: now.toISOString(),
  letters: JSON.stringify(
    items.map((item) => ({
      letter_id: generateId(now),
      merchant_id: item.merchantId,
      user_id: item.userId,
      category: item.category,
      title: item.title,
      content: item.content ?? '',
      biz_id: item.bizId ?? '',
    })),
  ),
});

const send = preparedStatement('letters_send', insertLetters);

/** Writes letters inside the caller's transaction, so they exist exactly when their cause does. */
export const sendLetters = async (db: Db | Tx, items: NewLetter[], now: Date) => {
  if (items.length === 0) return;
  await send(db, letterValues(items, now));
};
