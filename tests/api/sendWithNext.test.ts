import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { preparedStatement } from '../../server/db/preparedStatement';
import { sendWithNext } from '../../server/db/sendWithNext';
import { adminQuery, adminUrl, dbKind, withDatabase } from './databaseKind';

/**
 * Statements sent with the next one (server/db/sendWithNext.ts) on a real PostgreSQL server: what each transaction
 * costs in round trips (counted as the server's ReadyForQuery answers), and that nothing changes in what is kept.
 */
describe.runIf(dbKind === 'postgres')('statements sent with the next one, on PostgreSQL', () => {
  const name = `send_with_next_${randomBytes(4).toString('hex')}`;
  let pool: pg.Pool;
  let db: Db;
  let roundTrips = 0;

  /** The text of `insert` as pg knows it on the connection (the held path needs it parsed there). */
  const textOfInsert = () => 'insert into kept (v) values ($1)';
  /** A write that fails for a negative value (the table's check), whose answer nobody reads. */
  const insert = preparedStatement(
    'send_with_next_insert',
    sql`insert into kept (v) values (${sql.placeholder('v')})`,
    {
      sendWithNext: true,
    },
  );
  const kept = async () =>
    (await pool.query<{ v: number }>('select v from kept order by v')).rows.map((row) => row.v);
  /** Round trips taken by `work`. */
  const counted = async <T>(work: () => Promise<T>) => {
    const before = roundTrips;
    const value = await work();
    return { value, roundTrips: roundTrips - before };
  };

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    // one connection, so a statement parsed in one test is parsed for the next
    pool = new pg.Pool({ connectionString: withDatabase(adminUrl(), name), max: 1 });
    sendWithNext(pool, pg);
    pool.on('connect', (client) =>
      (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', () => {
        roundTrips += 1;
      }),
    );
    await pool.query('create table kept (v integer not null check (v >= 0))');
    db = drizzle(pool) as unknown as Db;
  });
  afterAll(async () => {
    await pool.end();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('sends begin with the first statement: two round trips for one statement and its commit', async () => {
    const { value, roundTrips: taken } = await counted(() =>
      db.transaction(
        async (tx) => ((await tx.execute(sql`select ${41}::int + 1 as n`)) as { rows: unknown[] }).rows[0],
      ),
    );
    expect(value).toEqual({ n: 42 });
    expect(taken).toBe(2);
  });

  it('runs the first statement inside the transaction: a failure later undoes it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept (v) values (${1})`);
        throw new Error('stop here');
      }),
    ).rejects.toThrow('stop here');
    expect(await kept()).toEqual([]);
  });

  it('costs no round trip for a transaction that sends no statement', async () => {
    const { value, roundTrips: taken } = await counted(() => db.transaction(async () => 'nothing sent'));
    expect(value).toBe('nothing sent');
    expect(taken).toBe(0);
  });

  it('sends a marked write with the commit once it is parsed, and keeps what it wrote', async () => {
    // first use on the connection: begin goes first, the write is parsed and answered on its own, then commit
    const first = await counted(() => db.transaction((tx) => insert(tx, { v: 1 })));
    expect(first.roundTrips).toBe(3);
    const second = await counted(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int`);
        return insert(tx, { v: 2 });
      }),
    );
    expect(second.value).toEqual([]);
    expect(second.roundTrips).toBe(2);
    expect(await kept()).toEqual([1, 2]);
  });

  it('fails the commit when a held write fails, keeps nothing of the transaction, and the connection goes on', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept (v) values (${3})`);
        await insert(tx, { v: -1 });
      }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    expect(await kept()).toEqual([1, 2]);
    await db.transaction((tx) => insert(tx, { v: 4 }));
    expect(await kept()).toEqual([1, 2, 4]);
  });

  it('gives a held write’s failure to the statement that carries it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int`);
        await insert(tx, { v: -2 });
        await tx.execute(sql`select ${2}::int`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    expect(await kept()).toEqual([1, 2, 4]);
  });

  it('drops a held write at rollback without sending it', async () => {
    // had the write gone out with the rollback, its failure would be the answer
    const { value, roundTrips: taken } = await counted(() =>
      db
        .transaction(async (tx) => {
          await tx.execute(sql`select ${1}::int`);
          await insert(tx, { v: -3 });
          throw new Error('changed my mind');
        })
        .catch((error: Error) => error.message),
    );
    expect(value).toBe('changed my mind');
    expect(taken).toBe(2);
    expect(await kept()).toEqual([1, 2, 4]);
  });

  it('sends a marked write at once outside a transaction, and with its answer', async () => {
    const { value, roundTrips: taken } = await counted(() => insert(db, { v: 6 }));
    expect(taken).toBe(1);
    expect(value).toEqual([]);
    expect(await kept()).toEqual([1, 2, 4, 6]);
  });

  it('sends held statements on their own before a plain text, which may hold several statements', async () => {
    const { roundTrips: taken } = await counted(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int`);
        await insert(tx, { v: 7 });
        await tx.execute(sql.raw('select 1; select 2'));
      }),
    );
    // select with begin, the held write on its own, the plain text, commit
    expect(taken).toBe(4);
    expect(await kept()).toEqual([1, 2, 4, 6, 7]);
  });

  it('answers a caller with a callback after the held statements, with their failure if they fail', async () => {
    const client = await pool.connect();
    const ask = (text: string) =>
      new Promise<{ error?: Error; rows?: unknown[] }>((resolve) =>
        client.query(text, (error: Error | undefined, result: { rows?: unknown[] } | undefined) =>
          resolve({ error, rows: result?.rows }),
        ),
      );
    try {
      await client.query('begin');
      const answered = await ask('select 7 as n');
      expect(answered.error ?? undefined).toBeUndefined();
      expect(answered.rows).toEqual([{ n: 7 }]);
      await client.query('commit');
      await client.query('begin');
      await client.query({ name: 'send_with_next_insert', text: textOfInsert() }, [-4]);
      expect((await ask('select 8 as n')).error).toMatchObject({ code: '23514' });
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await kept()).toEqual([1, 2, 4, 6, 7]);
  });
});
