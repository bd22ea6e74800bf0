import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { parsePrimaryHosts } from '../../server/db/primaryHosts';
import { primaryConnections } from '../../server/db/primaryConnections';
import { freePort } from '../support/freePort';
import { adminUrl, dbKind } from './databaseKind';

/** The run's PostgreSQL server behind a host nobody listens on, in libpq's multi-host form. */
const afterDeadHost = async () => {
  const { hosts, baseUrl } = parsePrimaryHosts(adminUrl());
  const live = hosts[0];
  if (!live) throw new Error('DATABASE_URL names no host');
  const hostList = `127.0.0.1:${await freePort()},${live.host}:${live.port}`;
  return baseUrl.replace(
    /^(postgres(?:ql)?:\/\/(?:[^@/?#]*@)?)[^/?#]*/,
    (_all, head: string) => head + hostList,
  );
};

describe.skipIf(dbKind === 'pglite')('several PostgreSQL hosts (multi-host DATABASE_URL)', () => {
  it('connects past a host that is down to the one answering read-write, and remembers it', async () => {
    const url = await afterDeadHost();
    const target = parsePrimaryHosts(url);
    const primary = primaryConnections(pg, target);
    const pool = new pg.Pool({ connectionString: target.baseUrl, Client: primary.Client, max: 2 });
    try {
      const { rows } = await pool.query<{ port: number }>('SELECT inet_server_port() AS port');
      expect(Number(rows[0]?.port)).toBe(target.hosts[1]?.port);
      expect(primary.locator.known()).toEqual(target.hosts[1]);
    } finally {
      await pool.end();
    }
  });
});
