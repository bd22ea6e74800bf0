import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../../db/database';
import { NoPrimaryError } from '../../db/failoverErrors';
import { hasSqlState } from '../../db/sqlState';

/** How long the database may take to answer a readiness probe before it counts as unreachable. */
const PROBE_TIMEOUT_MS = 3000;

interface JournalEntry {
  tag: string;
  /** drizzle records this as the applied migration's `created_at`. */
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The migrations this build expects, read once from the drizzle-kit journal shipped with the server. */
const expectedMigrations = (): JournalEntry[] =>
  (journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries);

/** Postgres' code for a relation that does not exist (no migration has ever run). */
const UNDEFINED_TABLE = '42P01';

/** The `created_at` of every migration drizzle recorded as applied; none when its table does not exist yet. */
const appliedMigrations = async (db: Db): Promise<Set<number>> => {
  try {
    const result = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { created_at: string | number | bigint }[];
    };
    return new Set(result.rows.map((row) => Number(row.created_at)));
  } catch (error) {
    if (hasSqlState(error, UNDEFINED_TABLE)) return new Set();
    throw error;
  }
};

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

/** A standby answers but no host is the primary yet (every host down is plain "unreachable"). */
const isFailoverUnderWay = (error: unknown) => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if (e instanceof NoPrimaryError) return e.isAnyHostUp;
  return false;
};

export interface Readiness {
  isDatabaseReachable: boolean;
  /** A host answers, but none read-write: a failover is under way (several hosts or target_session_attrs). */
  hasNoPrimary: boolean;
  /** Tags of the journal's migrations the database has not recorded (empty when it could not be asked). */
  pendingMigrations: string[];
  /** Why the database could not be asked, for the server log only (it may name hosts). */
  failure?: string;
}

/** Asks the database whether it answers and which of the journal's migrations it has not applied. */
export const checkDatabase = async (db: Db): Promise<Readiness> => {
  try {
    const applied = await withTimeout(appliedMigrations(db), PROBE_TIMEOUT_MS);
    const pending = expectedMigrations().filter((entry) => !applied.has(entry.when));
    return {
      isDatabaseReachable: true,
      hasNoPrimary: false,
      pendingMigrations: pending.map((entry) => entry.tag),
    };
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    const hasNoPrimary = isFailoverUnderWay(error);
    return { isDatabaseReachable: false, hasNoPrimary, pendingMigrations: [], failure };
  }
};
