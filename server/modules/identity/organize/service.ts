import { and, asc, count, eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { ResultCode } from '@shared/api/codes';
import type { Db, Tx } from '../../../db/database';
import { organizations, positions, users } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { AppError, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../common/audit';
import { fieldError, rule } from '../common/errors';
import { readOrgWorkbook, writeOrgWorkbook, type SheetProblem } from './excel';
import { planImport } from './importPlan';
import { checkLeaders, leaderCell, loginNames } from './leaders';
import { isSelfOrDescendant } from './tree';
import { keepInScope, type OrganizeScope } from '../../config/security/dataScope';

export type OrgRow = typeof organizations.$inferSelect;

export const tenantOrgs = (db: Db | Tx, merchantId: string) =>
  db
    .select()
    .from(organizations)
    .where(eq(organizations.merchantId, merchantId))
    .orderBy(asc(organizations.orderNum), asc(organizations.organizeName));

export const findOrg = async (db: Db | Tx, merchantId: string, organizeId: string) => {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.organizeId, organizeId), eq(organizations.merchantId, merchantId)));
  return row;
};

interface OrgInput {
  parentId?: string;
  organizeName: string;
  orderNum?: number;
  leader?: string;
  leaderIds?: string[];
  status?: '0' | '1';
}

const checkName = (input: OrgInput) => {
  if (!input.organizeName.trim())
    throw fieldError({ field: 'organizeName', key: 'rule.organizeNameRequired' });
};

export const addOrg = async (deps: AppDeps, session: SessionContext, input: OrgInput) => {
  checkName(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (input.parentId && !(await findOrg(tx, session.merchantId, input.parentId))) throw notFound();
    const leaderIds = await checkLeaders(tx, session.merchantId, input.leaderIds ?? []);
    const organizeId = generateId(now);
    const [row] = await tx
      .insert(organizations)
      .values({
        organizeId,
        merchantId: session.merchantId,
        parentId: input.parentId ?? '',
        organizeName: input.organizeName.trim(),
        orderNum: input.orderNum ?? 0,
        leader: input.leader ?? '',
        leaderIds,
        status: input.status ?? '0',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordOperation(
      tx,
      session,
      {
        action: 'create',
        targetType: 'organize',
        targetId: organizeId,
        targetName: input.organizeName,
        after: row,
      },
      now,
    );
    return { organizeId };
  });
};

export const updateOrg = async (
  deps: AppDeps,
  session: SessionContext,
  input: OrgInput & { organizeId: string },
) => {
  checkName(input);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findOrg(tx, session.merchantId, input.organizeId);
    if (!current) throw notFound();
    const parentId = input.parentId ?? current.parentId;
    if (parentId) {
      if (!(await findOrg(tx, session.merchantId, parentId))) throw notFound();
      if (isSelfOrDescendant(await tenantOrgs(tx, session.merchantId), current.organizeId, parentId))
        throw rule('organize.parentCycle');
    }
    const leaderIds = input.leaderIds
      ? await checkLeaders(tx, session.merchantId, input.leaderIds)
      : current.leaderIds;
    const [row] = await tx
      .update(organizations)
      .set({
        parentId,
        organizeName: input.organizeName.trim(),
        orderNum: input.orderNum ?? current.orderNum,
        leader: input.leader ?? current.leader,
        leaderIds,
        status: input.status ?? current.status,
        updatedAt: now,
      })
      .where(
        and(
          eq(organizations.organizeId, current.organizeId),
          eq(organizations.merchantId, session.merchantId),
        ),
      )
      .returning();
    await recordOperation(
      tx,
      session,
      {
        action: 'update',
        targetType: 'organize',
        targetId: current.organizeId,
        targetName: current.organizeName,
        before: current,
        after: row,
      },
      now,
    );
  });
};

export const removeOrg = async (deps: AppDeps, session: SessionContext, organizeId: string) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await findOrg(tx, session.merchantId, organizeId);
    if (!current) throw notFound();
    const [kids] = await tx
      .select({ n: count() })
      .from(organizations)
      .where(and(eq(organizations.parentId, organizeId), eq(organizations.merchantId, session.merchantId)));
    if ((kids?.n ?? 0) > 0) throw rule('organize.hasChildren');
    const [members] = await tx.select({ n: count() }).from(users).where(eq(users.organizeId, organizeId));
    if ((members?.n ?? 0) > 0) throw rule('organize.hasUsers', { count: members?.n ?? 0 });
    const [posts] = await tx
      .select({ n: count() })
      .from(positions)
      .where(eq(positions.organizeId, organizeId));
    if ((posts?.n ?? 0) > 0) throw rule('organize.hasPositions', { count: posts?.n ?? 0 });
    await tx
      .delete(organizations)
      .where(and(eq(organizations.organizeId, organizeId), eq(organizations.merchantId, session.merchantId)));
    await recordOperation(
      tx,
      session,
      {
        action: 'delete',
        targetType: 'organize',
        targetId: organizeId,
        targetName: current.organizeName,
        before: current,
      },
      now,
    );
  });
};

/** The tenant's organisations as a workbook, limited to those the session may see (data permissions). */
export const exportOrgs = async (deps: AppDeps, session: SessionContext, scope: OrganizeScope) => {
  const rows = keepInScope(await tenantOrgs(deps.db, session.merchantId), scope);
  const { nameOf } = await loginNames(deps.db, session.merchantId);
  const buffer = await writeOrgWorkbook(
    rows.map((r) => ({
      organizeId: r.organizeId,
      parentId: r.parentId,
      organizeName: r.organizeName,
      orderNum: r.orderNum,
      leader: r.leader,
      leaders: leaderCell(r.leaderIds, nameOf),
      status: r.status,
    })),
  );
  return { fileName: `organizations-${session.merchantId}.xlsx`, content: buffer.toString('base64') };
};

const reportOf = (problems: SheetProblem[], t: TFunction) =>
  problems.map((p) => ({
    row: p.row,
    column: p.column,
    message: t(`admin:${p.key}`, { ...p.params, row: p.row, column: p.column }),
  }));

/** All rows or none: any problem aborts with a report naming each row and column. */
export const importOrgs = async (deps: AppDeps, session: SessionContext, content: string, t: TFunction) => {
  const buffer = Buffer.from(content, 'base64');
  const read = await readOrgWorkbook(buffer);
  const fail = (problems: SheetProblem[]) =>
    new AppError(
      ResultCode.Business,
      'admin:import.failed',
      { count: problems.length },
      { data: { problems: reportOf(problems, t) } },
    );
  if (read.problems.length) throw fail(read.problems);
  const now = deps.now();
  const report = await deps.db.transaction(async (tx) => {
    const existing = await tenantOrgs(tx, session.merchantId);
    const { idOf } = await loginNames(tx, session.merchantId);
    const { plan, problems } = planImport(read.rows, existing, () => generateId(now), idOf);
    if (problems.length) throw fail(problems);
    const byId = new Map(existing.map((e) => [e.organizeId, e]));
    let created = 0;
    let updated = 0;
    for (const p of plan) {
      const values = {
        parentId: p.parentId,
        organizeName: p.organizeName,
        orderNum: p.orderNum,
        leader: p.leader,
        leaderIds: p.leaderIds,
        status: p.status,
      };
      const before = byId.get(p.organizeId);
      if (before) {
        const [row] = await tx
          .update(organizations)
          .set({ ...values, updatedAt: now })
          .where(
            and(eq(organizations.organizeId, p.organizeId), eq(organizations.merchantId, session.merchantId)),
          )
          .returning();
        const changed = Object.entries(values).some(
          ([k, v]) => JSON.stringify(before[k as keyof typeof values]) !== JSON.stringify(v),
        );
        if (changed) updated++;
        await recordOperation(
          tx,
          session,
          {
            action: 'update',
            targetType: 'organize',
            targetId: p.organizeId,
            targetName: p.organizeName,
            before,
            after: row,
          },
          now,
        );
      } else {
        const [row] = await tx
          .insert(organizations)
          .values({
            organizeId: p.organizeId,
            merchantId: session.merchantId,
            ...values,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        created++;
        await recordOperation(
          tx,
          session,
          {
            action: 'create',
            targetType: 'organize',
            targetId: p.organizeId,
            targetName: p.organizeName,
            after: row,
          },
          now,
        );
      }
    }
    return { imported: plan.length, created, updated, problems: [] };
  });
  return report;
};
