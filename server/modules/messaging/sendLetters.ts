import type { Db, Tx } from '../../db/database';
import { letters } from '../../db/schema';
import { generateId } from '../../ids';

export interface NewLetter {
  merchantId: string;
  userId: string;
  category: string;
  title: string;
  content?: string;
  bizId?: string;
}

/** Writes letters inside the caller's transaction, so they exist exactly when their cause does. */
export const sendLetters = async (db: Db | Tx, items: NewLetter[], now: Date) => {
  if (items.length === 0) return;
  await db.insert(letters).values(
    items.map((item) => ({
      letterId: generateId(now),
      merchantId: item.merchantId,
      userId: item.userId,
      category: item.category,
      title: item.title,
      content: item.content ?? '',
      bizId: item.bizId ?? '',
      status: 'UNREAD',
      sendTime: now,
    })),
  );
};
