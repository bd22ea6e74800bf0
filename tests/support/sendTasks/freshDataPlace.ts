/**
 * Where a child server process keeps its data for one test: a new PGlite directory, or a new PostgreSQL database
 * (API_DB=postgres with DATABASE_URL), removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface DataPlace {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export const freshDataPlace = async (kind: 'pglite' | 'postgres'): Promise<DataPlace> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'send-tasks-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite')
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => removeDir() };
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('PostgreSQL runs need DATABASE_URL');
  const name = `send_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      removeDir();
    },
  };
};
