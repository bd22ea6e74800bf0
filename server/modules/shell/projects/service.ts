import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProjectRow } from '@shared/api/modules/shell';
import type { Db } from '../../../db/database';
import { projects } from '../../../db/schema';
import { generateId } from '../../../ids';
import { notFound } from '../../../http/errors';
import { checkProject } from '@shared/api/modules/shell/projectRules';
import { throwIf } from '../../identity/common/errors';

type Row = typeof projects.$inferSelect;

const toView = (row: Row): ProjectRow => ({
  projectId: row.projectId,
  projectName: row.projectName,
  description: row.description,
  isDefault: row.isDefault,
  isTop: row.topAt !== null,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

/** Pinned first (newest pin first), then by creation. */
export const listProjects = async (db: Db, merchantId: string): Promise<ProjectRow[]> => {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.merchantId, merchantId))
    .orderBy(
      sql`${projects.topAt} is null`,
      desc(projects.topAt),
      asc(projects.createdAt),
      asc(projects.projectId),
    );
  return rows.map(toView);
};

/** An id of another tenant behaves exactly like a missing one. */
const own = async (db: Db, merchantId: string, projectId: string): Promise<Row> => {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.projectId, projectId), eq(projects.merchantId, merchantId)));
  if (!row) throw notFound();
  return row;
};

export const getProject = async (db: Db, merchantId: string, projectId: string) =>
  toView(await own(db, merchantId, projectId));

export const addProject = async (
  db: Db,
  merchantId: string,
  input: { projectName: string; description?: string },
  now: Date,
) => {
  throwIf(checkProject(input)[0] ?? null);
  const [row] = await db
    .insert(projects)
    .values({
      projectId: generateId(now),
      merchantId,
      projectName: input.projectName.trim(),
      description: input.description ?? '',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toView(row as Row);
};

export const updateProject = async (
  db: Db,
  merchantId: string,
  input: { projectId: string; projectName: string; description?: string },
  now: Date,
) => {
  throwIf(checkProject(input)[0] ?? null);
  await own(db, merchantId, input.projectId);
  const [row] = await db
    .update(projects)
    .set({ projectName: input.projectName.trim(), description: input.description ?? '', updatedAt: now })
    .where(eq(projects.projectId, input.projectId))
    .returning();
  return toView(row as Row);
};

export const deleteProject = async (db: Db, merchantId: string, projectId: string) => {
  await own(db, merchantId, projectId);
  await db.delete(projects).where(eq(projects.projectId, projectId));
};

/** One default per tenant. */
export const setDefaultProject = async (db: Db, merchantId: string, projectId: string, now: Date) => {
  await own(db, merchantId, projectId);
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({ isDefault: false, updatedAt: now })
      .where(eq(projects.merchantId, merchantId));
    await tx
      .update(projects)
      .set({ isDefault: true, updatedAt: now })
      .where(eq(projects.projectId, projectId));
  });
};

export const setTop = async (db: Db, merchantId: string, projectId: string, isTop: boolean, now: Date) => {
  await own(db, merchantId, projectId);
  await db
    .update(projects)
    .set({ topAt: isTop ? now : null, updatedAt: now })
    .where(eq(projects.projectId, projectId));
};

export const defaultProjectId = async (db: Db, merchantId: string) => {
  const list = await listProjects(db, merchantId);
  return (list.find((p) => p.isDefault) ?? list[0])?.projectId ?? '';
};
