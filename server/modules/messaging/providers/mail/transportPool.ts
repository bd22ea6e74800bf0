/**
 * Pooled SMTP connections, one pool per account and checked address: a send task reuses a few open connections
 * instead of connecting and greeting once per message (several times faster). Pools idle for a minute are closed;
 * at most MAX_POOLS are kept. The key is a hash, so no password sits in it.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { createTransport, type Transporter } from 'nodemailer';
import { CHANNEL_TIMEOUT_MS } from '../outboundDeps';

export interface SmtpAccount {
  /** The host name as configured (for TLS certificate checks) and the checked address to connect to. */
  host: string;
  address: string;
  port: number;
  tlsMode: string;
  user: string;
  password: string;
}

const IDLE_MS = 60_000;
const MAX_POOLS = 100;
/** Connections per pool: enough for a worker's parallel sends, few enough for a relay's per-client limits. */
const MAX_CONNECTIONS = 5;

const pools = new Map<string, { transport: Transporter; usedAt: number }>();

const keyOf = (account: SmtpAccount) => createHash('sha256').update(JSON.stringify(account)).digest('hex');

const open = (account: SmtpAccount) =>
  createTransport({
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    maxMessages: 500,
    // a connection lost mid-message fails that send (retryable) instead of a hidden resend inside the pool:
    // the delivery worker decides about retries and counts them
    maxRequeues: 0,
    host: account.address,
    tls: isIP(account.host) ? undefined : { servername: account.host },
    port: account.port,
    secure: account.tlsMode === 'tls',
    requireTLS: account.tlsMode === 'starttls',
    ignoreTLS: account.tlsMode === 'none',
    auth: account.user ? { user: account.user, pass: account.password } : undefined,
    connectionTimeout: CHANNEL_TIMEOUT_MS,
    greetingTimeout: CHANNEL_TIMEOUT_MS,
    socketTimeout: CHANNEL_TIMEOUT_MS,
    dnsTimeout: CHANNEL_TIMEOUT_MS,
    logger: false,
    debug: false,
  });

const closeIdle = (now: number) => {
  for (const [key, pool] of pools)
    if (now - pool.usedAt > IDLE_MS || pools.size > MAX_POOLS) {
      pool.transport.close();
      pools.delete(key);
    }
};

/** The pooled transport of this account, opened on first use. */
export const transportFor = (account: SmtpAccount): Transporter => {
  const now = Date.now();
  closeIdle(now);
  const key = keyOf(account);
  const pool = pools.get(key) ?? { transport: open(account), usedAt: now };
  pool.usedAt = now;
  pools.set(key, pool);
  return pool.transport;
};

/** Closes every pool (the server is stopping). */
export const closeMailTransports = () => {
  for (const pool of pools.values()) pool.transport.close();
  pools.clear();
};
