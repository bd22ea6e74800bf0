/**
 * Errors that mean "the database went away or is no longer the primary", as opposed to errors of the statement
 * itself. A transaction cut off by one of them may or may not have committed: only a request with an idempotent
 * request id may be run again; any other request is answered 503 so that its caller decides.
 */

/** No host of the database URL answers read-write: a failover is under way, or every host is down. */
export class NoPrimaryError extends Error {
  constructor(
    readonly tried: string[],
    /** Some host answered (read-only): a standby is there, waiting to be promoted. */
    readonly isAnyHostUp: boolean,
  ) {
    super(`no primary among the database hosts (${tried.join('; ')})`);
  }
}

/** SQLSTATE codes of a lost or demoted server (PostgreSQL appendix A). */
const FAILOVER_SQLSTATES = new Set([
  '25006', // read_only_sql_transaction: the host was demoted to a standby
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

/** Socket errors of a host that is gone or not listening. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
]);

/** node-postgres reports a dropped connection by message only. */
const LOST_CONNECTION =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|timeout expired/;

export const isFailoverError = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if (e instanceof NoPrimaryError) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (FAILOVER_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};
