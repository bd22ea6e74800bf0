import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../../server/db/database';
import { runSeed } from '../../server/db/seed/runSeed';
import { loadOrCreateLoginKeys } from '../../server/auth/keys';
import { adminQuery, adminUrl, dbKind, withDatabase } from './databaseKind';

/** Where each test file's fresh database starts from: a migrated, seeded copy made once per run. */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates and seeds one database before the API test files run (login keys included), so that each file's fresh
 * database is a copy of it instead of a migration and a seed of its own: PGlite loads a dumped data directory,
 * PostgreSQL copies a template database. Every file still gets a database that nobody else writes to.
 */
export default async function setup(project: TestProject) {
  if (dbKind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await prepare(database);
    const dir = path.resolve('data', `api-template-${process.pid}`);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
    await database.close();
    project.provide('databaseTemplate', { kind: 'pglite', file });
    return () => rm(dir, { recursive: true, force: true });
  }
  const name = `api_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl(), name), dataDir: '' });
  await prepare(database);
  await database.close();
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

const prepare = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  await runSeed(database.db);
  await loadOrCreateLoginKeys(database.db);
};
