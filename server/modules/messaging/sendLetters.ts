import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
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
 * The letters as one INSERT (all rows in one jsonb parameter, so the text never changes), to run alone or as a
 * data-modifying CTE of a bigger statement. An empty list inserts nothing.
 */
export const insertLettersStatement = (items: NewLetter[], now: Date): SQL => {
  const rows = items.map((item) => ({
    letter_id: generateId(now),
    merchant_id: item.merchantId,
    user_id: item.userId,
    category: item.category,
    title: item.title,
    content: item.content ?? '',
    biz_id: item.bizId ?? '',
  }));
  return sql`insert into letters (letter_id, merchant_id, user_id, category, title, content, biz_id, status, send_time)
    select l.letter_id, l.merchant_id, l.user_id, l.category, l.title, l.content, l.biz_id, 'UNREAD', ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as l(letter_id text, merchant_id text, user_id text, category text, title text, content text, biz_id text)`;
};

/** Writes letters inside the caller's transaction, so they exist exactly when their cause does. */
export const sendLetters = async (db: Db | Tx, items: NewLetter[], now: Date) => {
  if (items.length === 0) return;
  await db.execute(insertLettersStatement(items, now));
};
