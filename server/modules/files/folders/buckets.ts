/**
 * Buckets of the file centre (console spec §2.3 "Document center: bucket list"): list with counts, create, rename
 * and describe, delete when empty. The default bucket takes uploads that name no bucket, so it cannot be deleted.
 */
import { and, eq } from 'drizzle-orm';
import type { BucketRow } from '@shared/api/modules/fileFolders';
import { fileBuckets } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import type { AppDeps, SessionContext } from '../../../http/context';
import { generateId } from '../../../ids';
import { lockTenant } from '../storage/queries';
import { bucketById, bucketByName, bucketCounts, bucketsOf, ensureDefaultBucket, heldItems } from './queries';
import { bucketMissing, checkedName, entryFieldError, entryRule } from './errors';

interface BucketInput {
  name: string;
  description?: string;
}

const DESCRIPTION_MAX = 500;

/** Runs a write that another request may beat to the name: the unique index's refusal names the name. */
const guardName = async <T>(work: () => Promise<T>, name: string) => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw entryFieldError('name', 'bucketTaken', { name });
    throw error;
  }
};

/** The checked name and description; the default bucket may keep an empty name (its name in the reader's language). */
const checkedInput = (input: BucketInput, isDefault = false) => {
  const description = (input.description ?? '').trim();
  if (description.length > DESCRIPTION_MAX)
    throw entryFieldError('description', 'descriptionTooLong', { max: DESCRIPTION_MAX });
  const name = isDefault && !input.name.trim() ? '' : checkedName(input.name);
  return { name, description };
};

export const listBuckets = async (deps: AppDeps, session: SessionContext): Promise<BucketRow[]> => {
  await ensureDefaultBucket(deps.db, session.merchantId);
  const rows = await bucketsOf(deps.db, session.merchantId);
  const counts = await bucketCounts(deps.db, session.merchantId);
  return rows.map((r) => ({
    bucketId: r.bucketId,
    name: r.name,
    description: r.description,
    isDefault: r.isDefault,
    folderCount: counts.folders.get(r.bucketId) ?? 0,
    fileCount: counts.files.get(r.bucketId) ?? 0,
    createTime: r.createdAt.toISOString(),
  }));
};

export const createBucket = async (deps: AppDeps, session: SessionContext, input: BucketInput) => {
  const { name, description } = checkedInput(input);
  if (await bucketByName(deps.db, session.merchantId, name))
    throw entryFieldError('name', 'bucketTaken', { name });
  const bucketId = generateId(deps.now());
  await guardName(
    () =>
      deps.db.insert(fileBuckets).values({
        bucketId,
        merchantId: session.merchantId,
        name,
        description,
        createBy: session.userName,
        createdAt: deps.now(),
      }),
    name,
  );
  return { bucketId };
};

export const updateBucket = async (
  deps: AppDeps,
  session: SessionContext,
  input: BucketInput & { bucketId: string },
) => {
  const bucket = await bucketById(deps.db, session.merchantId, input.bucketId);
  if (!bucket) throw bucketMissing();
  const { name, description } = checkedInput(input, bucket.isDefault);
  const holder = await bucketByName(deps.db, session.merchantId, name);
  if (holder && holder.bucketId !== bucket.bucketId) throw entryFieldError('name', 'bucketTaken', { name });
  await guardName(
    () =>
      deps.db
        .update(fileBuckets)
        .set({ name, description })
        .where(
          and(eq(fileBuckets.merchantId, session.merchantId), eq(fileBuckets.bucketId, bucket.bucketId)),
        ),
    name,
  );
  return null;
};

/** Deletes an empty bucket; one that holds folders or files is refused with their numbers (tenant row locked as in deleteFolder). */
export const deleteBucket = (deps: AppDeps, session: SessionContext, bucketId: string) =>
  deps.db.transaction(async (tx) => {
    await lockTenant(tx, session.merchantId);
    const bucket = await bucketById(tx, session.merchantId, bucketId);
    if (!bucket) throw bucketMissing();
    if (bucket.isDefault) throw entryRule('defaultBucketKept');
    const held = await heldItems(tx, session.merchantId, bucketId);
    if (held.folders + held.files > 0) throw entryRule('bucketNotEmpty', { name: bucket.name, ...held });
    await tx
      .delete(fileBuckets)
      .where(and(eq(fileBuckets.merchantId, session.merchantId), eq(fileBuckets.bucketId, bucketId)));
    return null;
  });
