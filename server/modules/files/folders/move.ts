/** Moves files of the tenant into another folder or bucket (console spec §2.3 "Document center: management"). */
import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '@shared/api/codes';
import { storedFiles } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { lockTenant } from '../storage/queries';
import { AppError } from '../../../http/errors';
import { checkedTarget } from './target';

/** Ids of other tenants count as missing; none found is refused. One transaction, so the target cannot vanish meanwhile. */
export const moveFiles = (
  deps: AppDeps,
  session: SessionContext,
  input: { fileIds: string[]; bucketId: string; folderId?: string },
) =>
  deps.db.transaction(async (tx) => {
    await lockTenant(tx, session.merchantId);
    const target = await checkedTarget(tx, session.merchantId, input);
    const moved = await tx
      .update(storedFiles)
      .set({ bucketId: target.bucketId, folderId: target.folderId })
      .where(and(eq(storedFiles.merchantId, session.merchantId), inArray(storedFiles.fileId, input.fileIds)))
      .returning({ fileId: storedFiles.fileId });
    if (moved.length === 0) throw new AppError(ResultCode.NotFound, 'files:file.notFound');
    return { moved: moved.length };
  });
