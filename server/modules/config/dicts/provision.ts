import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { dictData, dictTypes, properties } from '../../../db/schema';
import { generateId } from '../../../ids';

/** Gives a new tenant its own copy of the platform tenant's dictionaries (types and items) and properties. */
export const dictsProvision = async (
  tx: Tx,
  merchantId: string,
  templateMerchantId: string,
): Promise<void> => {
  const now = new Date();
  const types = await tx.select().from(dictTypes).where(eq(dictTypes.merchantId, templateMerchantId));
  if (types.length)
    await tx
      .insert(dictTypes)
      .values(
        types.map((t) => ({ ...t, dictTypeId: generateId(now), merchantId, createdAt: now, updatedAt: now })),
      );
  const items = await tx.select().from(dictData).where(eq(dictData.merchantId, templateMerchantId));
  if (items.length)
    await tx.insert(dictData).values(
      items.map((i) => ({
        ...i,
        dictId: generateId(now),
        merchantId,
        createdAt: now,
        updatedAt: now,
      })),
    );
  const props = await tx.select().from(properties).where(eq(properties.merchantId, templateMerchantId));
  if (props.length)
    await tx
      .insert(properties)
      .values(
        props.map((p) => ({ ...p, propId: generateId(now), merchantId, createdAt: now, updatedAt: now })),
      );
};
