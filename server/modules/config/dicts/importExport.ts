import { and, eq } from 'drizzle-orm';
import { ResultCode } from '@shared/api/codes';
import type { DictBundleRow } from '@shared/api/modules/config/dictSchemas';
import type { Tx } from '../../../db/database';
import { dictData, dictTypes } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { generateId } from '../../../ids';
import { audited } from './audited';
import { importProblems } from './importCheck';
import { cleanLabels } from './labels';
import { findType, itemsOf, typesOf } from './queries';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The tenant's dictionaries (all, or the one named) in the import format. */
export const exportDicts = async (deps: AppDeps, merchantId: string, dictCode?: string) => {
  const types = await typesOf(deps.db, merchantId, dictCode || undefined);
  const items = await itemsOf(
    deps.db,
    merchantId,
    types.map((t) => t.dictCode),
  );
  return {
    dicts: types.map((t) => ({
      dictCode: t.dictCode,
      dictName: t.dictName,
      names: t.names ?? {},
      status: t.status,
      remark: t.remark,
      items: items
        .filter((i) => i.dictCode === t.dictCode)
        .map((i) => ({
          dictValue: i.dictValue,
          dictLabel: i.dictLabel,
          dictSort: i.dictSort,
          labels: i.labels ?? {},
          remark: i.remark,
          status: i.status,
        })),
    })),
  };
};

const writeBundle = async (tx: Tx, merchantId: string, dict: DictBundleRow, now: Date) => {
  const dictCode = dict.dictCode.trim();
  const type = {
    dictName: dict.dictName.trim(),
    names: cleanLabels(dict.names).labels,
    status: dict.status ?? '0',
    remark: dict.remark ?? '',
    updatedAt: now,
  };
  const existing = await findType(tx, merchantId, { code: dictCode });
  if (existing) await tx.update(dictTypes).set(type).where(eq(dictTypes.dictTypeId, existing.dictTypeId));
  else
    await tx
      .insert(dictTypes)
      .values({ dictTypeId: generateId(now), merchantId, dictCode, createdAt: now, ...type });
  for (const item of dict.items) {
    const dictValue = item.dictValue.trim();
    const [found] = await tx
      .select({ id: dictData.dictId })
      .from(dictData)
      .where(
        and(
          eq(dictData.merchantId, merchantId),
          eq(dictData.dictCode, dictCode),
          eq(dictData.dictValue, dictValue),
        ),
      );
    const given = {
      dictLabel: item.dictLabel.trim(),
      dictSort: item.dictSort,
      labels: item.labels && cleanLabels(item.labels).labels,
      remark: item.remark,
      status: item.status,
    };
    /** An existing item keeps what the file leaves out. */
    const fields = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    if (found)
      await tx
        .update(dictData)
        .set({ ...fields, updatedAt: now })
        .where(eq(dictData.dictId, found.id));
    else
      await tx.insert(dictData).values({
        dictId: generateId(now),
        merchantId,
        dictCode,
        dictValue,
        dictLabel: given.dictLabel,
        dictSort: given.dictSort ?? 0,
        labels: given.labels ?? {},
        remark: given.remark ?? '',
        status: given.status ?? '0',
        createdAt: now,
        updatedAt: now,
      });
  }
};

/**
 * Imports dictionaries all or nothing: types are matched by code and items by value (added or overwritten).
 * A file with any bad entry changes nothing and is refused with the list of problems in `data.problems`.
 */
export const importDicts = async (
  deps: AppDeps,
  session: SessionContext,
  dicts: DictBundleRow[],
  t: Translate,
) => {
  const problems = importProblems(dicts, t);
  if (problems.length)
    throw new AppError(
      ResultCode.InvalidParam,
      'dicts.importRefused',
      { count: problems.length },
      { data: { problems } },
    );
  return audited(deps, session, async (tx, now) => {
    for (const dict of dicts) await writeBundle(tx, session.merchantId, dict, now);
    const items = dicts.reduce((n, d) => n + d.items.length, 0);
    return {
      result: { types: dicts.length, items },
      entry: {
        action: 'update',
        targetType: 'dictImport',
        targetId: session.merchantId,
        targetName: dicts
          .map((d) => d.dictCode)
          .join(', ')
          .slice(0, 200),
        before: {},
        after: { types: dicts.length, items },
      },
    };
  });
};
