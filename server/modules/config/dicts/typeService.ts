import { and, eq } from 'drizzle-orm';
import { dictData, dictTypes } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { audited } from './audited';
import { dictFieldError } from './errors';
import { cleanLabels } from './labels';
import { findType } from './queries';
import { typeProblem, type TypeFields } from './rules';

const check = (body: TypeFields) => {
  const problem = typeProblem(body);
  if (problem) throw dictFieldError(problem.field, problem.key);
};

const snap = (r: typeof dictTypes.$inferSelect) => ({
  dictCode: r.dictCode,
  dictName: r.dictName,
  names: r.names,
  status: r.status,
  remark: r.remark,
});

export const addType = (deps: AppDeps, session: SessionContext, body: TypeFields) => {
  check(body);
  const dictCode = body.dictCode.trim();
  return audited(deps, session, async (tx, now) => {
    if (await findType(tx, session.merchantId, { code: dictCode }))
      throw dictFieldError('dictCode', 'codeTaken', { value: dictCode });
    const dictTypeId = generateId(now);
    const row = {
      dictTypeId,
      merchantId: session.merchantId,
      dictCode,
      dictName: body.dictName.trim(),
      names: cleanLabels(body.names).labels,
      status: body.status ?? '0',
      remark: body.remark ?? '',
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(dictTypes).values(row);
    return {
      result: { dictTypeId },
      entry: {
        action: 'create',
        targetType: 'dictType',
        targetId: dictTypeId,
        targetName: dictCode,
        after: snap(row),
      },
    };
  });
};

export const updateType = (
  deps: AppDeps,
  session: SessionContext,
  body: TypeFields & { dictTypeId: string },
) => {
  check(body);
  return audited(deps, session, async (tx, now) => {
    const current = await findType(tx, session.merchantId, { id: body.dictTypeId });
    if (!current) throw notFound();
    if (body.dictCode.trim() !== current.dictCode) throw dictFieldError('dictCode', 'codeFixed');
    const next = {
      ...current,
      dictName: body.dictName.trim(),
      names: body.names ? cleanLabels(body.names).labels : current.names,
      status: body.status ?? current.status,
      remark: body.remark ?? current.remark,
    };
    await tx
      .update(dictTypes)
      .set({
        dictName: next.dictName,
        names: next.names,
        status: next.status,
        remark: next.remark,
        updatedAt: now,
      })
      .where(eq(dictTypes.dictTypeId, current.dictTypeId));
    return {
      result: null,
      entry: {
        action: 'update',
        targetType: 'dictType',
        targetId: current.dictTypeId,
        targetName: current.dictCode,
        before: snap(current),
        after: snap(next),
      },
    };
  });
};

export const deleteType = (deps: AppDeps, session: SessionContext, dictTypeId: string) =>
  audited(deps, session, async (tx) => {
    const current = await findType(tx, session.merchantId, { id: dictTypeId });
    if (!current) throw notFound();
    await tx
      .delete(dictData)
      .where(and(eq(dictData.merchantId, session.merchantId), eq(dictData.dictCode, current.dictCode)));
    await tx.delete(dictTypes).where(eq(dictTypes.dictTypeId, current.dictTypeId));
    return {
      result: null,
      entry: {
        action: 'delete',
        targetType: 'dictType',
        targetId: current.dictTypeId,
        targetName: current.dictCode,
        before: snap(current),
      },
    };
  });
