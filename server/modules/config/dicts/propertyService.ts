import { and, asc, count, eq, ne } from 'drizzle-orm';
import { propertyValueProblem } from '@shared/api/modules/config/propertyRules';
import type { Db, Tx } from '../../../db/database';
import { properties } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { like } from '../../identity/user/queries';
import { audited } from './audited';
import { dictFieldError } from './errors';
import { codeProblem } from './rules';
import { announceChange } from '../../shell/live/announceChange';

type PropertyRecord = typeof properties.$inferSelect;
interface PropertyBody {
  attrCode: string;
  attrValue: string;
  status?: '0' | '1';
  remark?: string;
}

export const propertyView = (r: PropertyRecord) => ({
  propId: r.propId,
  attrCode: r.attrCode,
  attrValue: r.attrValue,
  status: r.status,
  remark: r.remark,
});
const snap = ({ propId: _id, ...rest }: ReturnType<typeof propertyView>) => rest;

export const propertyPage = async (
  db: Db,
  merchantId: string,
  q: { pageNum: number; limit: number; keyword?: string; status?: string },
) => {
  const where = and(
    eq(properties.merchantId, merchantId),
    like(properties.attrCode, q.keyword),
    q.status ? eq(properties.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(properties).where(where);
  const rows = await db
    .select()
    .from(properties)
    .where(where)
    .orderBy(asc(properties.attrCode))
    .limit(q.limit)
    .offset((q.pageNum - 1) * q.limit);
  return { total: total?.n ?? 0, rows: rows.map(propertyView) };
};

export const findProperty = async (db: Db | Tx, merchantId: string, propId: string) => {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.merchantId, merchantId), eq(properties.propId, propId)));
  return row;
};

const check = (body: PropertyBody) => {
  const code = codeProblem('attrCode', body.attrCode);
  if (code) throw dictFieldError(code.field, code.key);
  const value = propertyValueProblem(body.attrCode.trim(), body.attrValue);
  if (value) throw dictFieldError('attrValue', value.replace(/^dicts\./, ''));
};

const codeTaken = async (tx: Tx, merchantId: string, attrCode: string, exceptId?: string) =>
  (
    await tx
      .select({ id: properties.propId })
      .from(properties)
      .where(
        and(
          eq(properties.merchantId, merchantId),
          eq(properties.attrCode, attrCode),
          exceptId ? ne(properties.propId, exceptId) : undefined,
        ),
      )
  ).length > 0;

export const addProperty = (deps: AppDeps, session: SessionContext, body: PropertyBody) => {
  check(body);
  const attrCode = body.attrCode.trim();
  return audited(deps, session, async (tx, now) => {
    if (await codeTaken(tx, session.merchantId, attrCode))
      throw dictFieldError('attrCode', 'attrCodeTaken', { value: attrCode });
    const row = {
      propId: generateId(now),
      merchantId: session.merchantId,
      attrCode,
      attrValue: body.attrValue.trim(),
      status: body.status ?? '0',
      remark: body.remark ?? '',
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(properties).values(row);
    await announceChange(tx, session.merchantId, ['properties']);
    return {
      result: { propId: row.propId },
      entry: {
        action: 'create',
        targetType: 'property',
        targetId: row.propId,
        targetName: attrCode,
        after: snap(propertyView(row)),
      },
    };
  });
};

/** Changes one property of the tenant: `next` answers the new values from the current row. */
const changeProperty = (
  deps: AppDeps,
  session: SessionContext,
  propId: string,
  next: (current: PropertyRecord, tx: Tx) => Promise<Partial<PropertyRecord> | null>,
) =>
  audited(deps, session, async (tx, now) => {
    const current = await findProperty(tx, session.merchantId, propId);
    if (!current) throw notFound();
    const change = await next(current, tx);
    if (change)
      await tx
        .update(properties)
        .set({ ...change, updatedAt: now })
        .where(eq(properties.propId, propId));
    else await tx.delete(properties).where(eq(properties.propId, propId));
    await announceChange(tx, session.merchantId, ['properties']);
    return {
      result: null,
      entry: {
        action: change ? 'update' : 'delete',
        targetType: 'property',
        targetId: propId,
        targetName: current.attrCode,
        before: snap(propertyView(current)),
        after: change ? snap(propertyView({ ...current, ...change })) : undefined,
      },
    };
  });

export const updateProperty = (
  deps: AppDeps,
  session: SessionContext,
  body: PropertyBody & { propId: string },
) => {
  check(body);
  const attrCode = body.attrCode.trim();
  return changeProperty(deps, session, body.propId, async (current, tx) => {
    if (await codeTaken(tx, session.merchantId, attrCode, current.propId))
      throw dictFieldError('attrCode', 'attrCodeTaken', { value: attrCode });
    return {
      attrCode,
      attrValue: body.attrValue.trim(),
      status: body.status ?? current.status,
      remark: body.remark ?? current.remark,
    };
  });
};

export const changePropertyStatus = (
  deps: AppDeps,
  session: SessionContext,
  propId: string,
  status: '0' | '1',
) => changeProperty(deps, session, propId, async () => ({ status }));

export const deleteProperty = (deps: AppDeps, session: SessionContext, propId: string) =>
  changeProperty(deps, session, propId, async () => null);
