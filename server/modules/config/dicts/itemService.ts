import { eq } from 'drizzle-orm';
import { dictData } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { audited } from './audited';
import { dictFieldError } from './errors';
import { cleanLabels } from './labels';
import { findItem, findType, valueTaken, type DictItemRecord } from './queries';
import { itemProblem, type ItemFields } from './rules';

type ItemBody = ItemFields & { dictCode: string; dictSort?: number };

const check = (body: ItemBody) => {
  const problem = itemProblem(body);
  if (problem) throw dictFieldError(problem.field, problem.key);
};

const snap = (
  r: Pick<DictItemRecord, 'dictValue' | 'dictLabel' | 'dictSort' | 'labels' | 'remark' | 'status'>,
) => ({
  dictValue: r.dictValue,
  dictLabel: r.dictLabel,
  dictSort: r.dictSort,
  labels: r.labels,
  remark: r.remark,
  status: r.status,
});

export const addItem = (deps: AppDeps, session: SessionContext, body: ItemBody) => {
  check(body);
  return audited(deps, session, async (tx, now) => {
    if (!(await findType(tx, session.merchantId, { code: body.dictCode })))
      throw dictFieldError('dictCode', 'typeUnknown', { value: body.dictCode });
    const dictValue = body.dictValue.trim();
    if (await valueTaken(tx, session.merchantId, body.dictCode, dictValue))
      throw dictFieldError('dictValue', 'valueTaken', { value: dictValue });
    const dictId = generateId(now);
    const row = {
      dictId,
      merchantId: session.merchantId,
      dictCode: body.dictCode,
      dictValue,
      dictLabel: body.dictLabel.trim(),
      dictSort: body.dictSort ?? 0,
      labels: cleanLabels(body.labels).labels,
      remark: body.remark ?? '',
      status: body.status ?? '0',
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(dictData).values(row);
    return {
      result: { dictId },
      entry: {
        action: 'create',
        targetType: 'dictItem',
        targetId: dictId,
        targetName: `${body.dictCode}:${dictValue}`,
        after: snap(row),
      },
    };
  });
};

export const updateItem = (deps: AppDeps, session: SessionContext, body: ItemBody & { dictId: string }) => {
  check(body);
  return audited(deps, session, async (tx, now) => {
    const current = await findItem(tx, session.merchantId, body.dictId);
    if (!current) throw notFound();
    if (body.dictCode !== current.dictCode) throw dictFieldError('dictCode', 'codeFixed');
    const dictValue = body.dictValue.trim();
    if (await valueTaken(tx, session.merchantId, current.dictCode, dictValue, current.dictId))
      throw dictFieldError('dictValue', 'valueTaken', { value: dictValue });
    const next = {
      dictValue,
      dictLabel: body.dictLabel.trim(),
      dictSort: body.dictSort ?? current.dictSort,
      labels: body.labels ? cleanLabels(body.labels).labels : current.labels,
      remark: body.remark ?? current.remark,
      status: body.status ?? current.status,
    };
    await tx
      .update(dictData)
      .set({ ...next, updatedAt: now })
      .where(eq(dictData.dictId, current.dictId));
    return {
      result: null,
      entry: {
        action: 'update',
        targetType: 'dictItem',
        targetId: current.dictId,
        targetName: `${current.dictCode}:${current.dictValue}`,
        before: snap(current),
        after: snap(next),
      },
    };
  });
};

export const deleteItem = (deps: AppDeps, session: SessionContext, dictId: string) =>
  audited(deps, session, async (tx) => {
    const current = await findItem(tx, session.merchantId, dictId);
    if (!current) throw notFound();
    await tx.delete(dictData).where(eq(dictData.dictId, current.dictId));
    return {
      result: null,
      entry: {
        action: 'delete',
        targetType: 'dictItem',
        targetId: current.dictId,
        targetName: `${current.dictCode}:${current.dictValue}`,
        before: snap(current),
      },
    };
  });
