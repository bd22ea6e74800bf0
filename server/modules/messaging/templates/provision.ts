import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { messageTemplates, templateCategories } from '../../../db/schema';
import { generateId } from '../../../ids';

/**
 * Copies the template categories and templates a new tenant starts with from the platform tenant (same codes and
 * texts, new ids, the copies' templates pointing at the copied categories).
 */
export const templatesProvision = async (
  tx: Tx,
  merchantId: string,
  templateMerchantId: string,
): Promise<void> => {
  const now = new Date();
  const categories = await tx
    .select()
    .from(templateCategories)
    .where(eq(templateCategories.merchantId, templateMerchantId));
  const newIds = new Map(categories.map((c) => [c.categoryId, generateId(now)]));
  if (categories.length)
    await tx.insert(templateCategories).values(
      categories.map((c) => ({
        ...c,
        categoryId: newIds.get(c.categoryId) as string,
        merchantId,
        createdAt: now,
        updatedAt: now,
      })),
    );
  const templates = await tx
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.merchantId, templateMerchantId));
  const copied = templates.filter((t) => newIds.has(t.categoryId));
  if (copied.length)
    await tx.insert(messageTemplates).values(
      copied.map((t) => ({
        ...t,
        templateId: generateId(now),
        merchantId,
        categoryId: newIds.get(t.categoryId) as string,
        createdAt: now,
        updatedAt: now,
      })),
    );
};
