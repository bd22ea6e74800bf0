import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { templateCategories } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../../identity/common/audit';
import { checkCodeAndName, guardCode, templateFieldError, templateRule } from './errors';
import { categoryCodeTaken, findCategory, templateCounts, type CategoryRow } from './queries';

interface CategoryInput {
  categoryCode: string;
  categoryName: string;
  status?: '0' | '1';
  orderNum?: number;
  remark?: string;
}

const snap = ({ createdAt: _c, updatedAt: _u, merchantId: _m, ...rest }: CategoryRow) => rest;

const checked = async (tx: Tx, merchantId: string, input: CategoryInput, exceptId?: string) => {
  const { code, name } = checkCodeAndName(
    'categoryCode',
    input.categoryCode,
    'categoryName',
    input.categoryName,
  );
  if (await categoryCodeTaken(tx, merchantId, code, exceptId))
    throw templateFieldError('categoryCode', 'categoryCodeTaken', { code });
  return { categoryCode: code, categoryName: name };
};

export const addCategory = (deps: AppDeps, session: SessionContext, input: CategoryInput) => {
  const now = deps.now();
  const work = () =>
    deps.db.transaction(async (tx) => {
      const names = await checked(tx, session.merchantId, input);
      const [row] = await tx
        .insert(templateCategories)
        .values({
          categoryId: generateId(now),
          merchantId: session.merchantId,
          ...names,
          status: input.status ?? '0',
          orderNum: input.orderNum ?? 0,
          remark: input.remark ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const created = row as CategoryRow;
      await recordOperation(
        tx,
        session,
        {
          action: 'create',
          targetType: 'templateCategory',
          targetId: created.categoryId,
          targetName: created.categoryName,
          after: snap(created),
        },
        now,
      );
      return { categoryId: created.categoryId };
    });
  return guardCode(work, 'categoryCode', 'categoryCodeTaken', input.categoryCode);
};

/** Runs one change on a category of the tenant in a transaction and logs the field diff. */
const changeCategory = (
  deps: AppDeps,
  session: SessionContext,
  categoryId: string,
  work: (tx: Tx, current: CategoryRow) => Promise<void>,
) => {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findCategory(tx, session.merchantId, categoryId);
    if (!current) throw notFound();
    await work(tx, current);
    const after = await findCategory(tx, session.merchantId, categoryId);
    await recordOperation(
      tx,
      session,
      {
        action: after ? 'update' : 'delete',
        targetType: 'templateCategory',
        targetId: categoryId,
        targetName: current.categoryName,
        before: snap(current),
        after: after ? snap(after) : undefined,
      },
      now,
    );
  });
};

const own = (session: SessionContext, categoryId: string) =>
  and(eq(templateCategories.merchantId, session.merchantId), eq(templateCategories.categoryId, categoryId));

export const updateCategory = (
  deps: AppDeps,
  session: SessionContext,
  input: CategoryInput & { categoryId: string },
) =>
  guardCode(
    () =>
      changeCategory(deps, session, input.categoryId, async (tx, current) => {
        const names = await checked(tx, session.merchantId, input, current.categoryId);
        await tx
          .update(templateCategories)
          .set({
            ...names,
            status: input.status ?? current.status,
            orderNum: input.orderNum ?? current.orderNum,
            remark: input.remark ?? current.remark,
            updatedAt: deps.now(),
          })
          .where(own(session, current.categoryId));
      }),
    'categoryCode',
    'categoryCodeTaken',
    input.categoryCode,
  );

export const setCategoryStatus = (
  deps: AppDeps,
  session: SessionContext,
  categoryId: string,
  status: '0' | '1',
) =>
  changeCategory(deps, session, categoryId, async (tx) => {
    await tx
      .update(templateCategories)
      .set({ status, updatedAt: deps.now() })
      .where(own(session, categoryId));
  });

/** Refused while the category still holds templates (the message says how many). */
export const deleteCategory = (deps: AppDeps, session: SessionContext, categoryId: string) =>
  changeCategory(deps, session, categoryId, async (tx) => {
    const count = (await templateCounts(tx, session.merchantId, [categoryId])).get(categoryId) ?? 0;
    if (count > 0) throw templateRule('categoryInUse', { count });
    await tx.delete(templateCategories).where(own(session, categoryId));
  });
