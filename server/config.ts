import path from 'node:path';
import { readFileStoreConfig, type FileStoreConfig } from './fileStoreConfig';

/**
 * Server configuration, read from environment variables; every value has a default. Object-storage settings that
 * cannot be used throw a `ConfigError` naming the variable.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** The console's address people open (PUBLIC_URL), for links in mails and robot messages; no trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** Where uploaded files go: `dataDir/files` (FILE_STORE=local, the default) or an S3-compatible bucket. */
  fileStore: FileStoreConfig;
  /** Unset means embedded PostgreSQL (PGlite) in `dataDir/db`. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** Session lifetime. */
  sessionTtlMs: number;
  /** Wrong passwords within the window that lock an account. */
  loginMaxFailures: number;
  loginFailureWindowMs: number;
  loginLockMs: number;
  /** Failed logins from one IP within the window before that IP is refused. */
  loginIpMaxFailures: number;
  /** Where built front ends live. */
  distDir: string;
  /**
   * How long this instance may keep sessions and getInfo answers in memory when no change is heard (a safety net:
   * writes drop them at once); 0 turns the cache off.
   */
  cacheTtlMs: number;
  cacheMaxEntries: number;
  /** Hosts the form-event proxy and callbacks may reach (exact host names or `*.domain`). */
  outboundAllowlist: string[];
  /** Largest single upload (UPLOAD_MAX_FILE_MB). */
  uploadMaxFileBytes: number;
  /** What one tenant's stored files may add up to (TENANT_STORAGE_QUOTA_MB). */
  tenantStorageQuotaBytes: number;
  /** The built-in demo chat-app provider (anyone may approve as any chat account): development only, off by default. */
  isDemoChatLoginEnabled: boolean;
  /** The tenant /register accounts join; empty keeps registration closed. */
  registerMerchantId: string;
  /** Key of the role a registered account gets in that tenant. */
  registerRoleKey: string;
  /**
   * Key that encrypts channel secrets (MESSAGE_SECRET_KEY: 32 bytes as 64 hex digits or base64); empty means the key
   * created on first start and kept in the database.
   */
  messageSecretKey: string;
  /**
   * On SIGTERM, how long /readyz answers 503 before the server stops taking requests (SHUTDOWN_DELAY_SECONDS), so a
   * load balancer notices and sends new traffic elsewhere first; 0 closes at once.
   */
  shutdownDelayMs: number;
  /**
   * After the delay, how long requests in flight and the job runners may take to finish (SHUTDOWN_DRAIN_SECONDS);
   * connections still open then are cut and the database closes.
   */
  shutdownDrainMs: number;
  /** Serve Prometheus metrics at /metrics (METRICS=1); off by default, and then /metrics is an unknown path. */
  isMetricsEnabled: boolean;
  /** When set, /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  metricsToken: string;
}

const num = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

const MINUTE = 60_000;
const MB = 1024 * 1024;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL?.trim() || `http://${env.HOST ?? '127.0.0.1'}:${num(env.PORT, 8080)}`).replace(
      /\/+$/,
      '',
    ),
    dataDir,
    fileStore: readFileStoreConfig(env),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionTtlMs: num(env.SESSION_TTL_MINUTES, 12 * 60) * MINUTE,
    loginMaxFailures: num(env.LOGIN_MAX_FAILURES, 5),
    loginFailureWindowMs: num(env.LOGIN_FAILURE_WINDOW_MINUTES, 15) * MINUTE,
    loginLockMs: num(env.LOGIN_LOCK_MINUTES, 15) * MINUTE,
    loginIpMaxFailures: num(env.LOGIN_IP_MAX_FAILURES, 50),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    cacheTtlMs: num(env.CACHE_TTL_SECONDS, 30) * 1000,
    cacheMaxEntries: num(env.CACHE_MAX_ENTRIES, 10_000),
    outboundAllowlist: (env.OUTBOUND_ALLOWLIST ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    uploadMaxFileBytes: Math.round(Math.max(0, num(env.UPLOAD_MAX_FILE_MB, 20)) * MB),
    tenantStorageQuotaBytes: Math.round(Math.max(0, num(env.TENANT_STORAGE_QUOTA_MB, 1024)) * MB),
    isDemoChatLoginEnabled: env.DEMO_CHAT_LOGIN === '1',
    registerMerchantId: (env.REGISTER_MERCHANT_ID ?? '').trim(),
    registerRoleKey: (env.REGISTER_ROLE_KEY ?? '').trim() || 'staff',
    messageSecretKey: (env.MESSAGE_SECRET_KEY ?? '').trim(),
    shutdownDelayMs: Math.max(0, num(env.SHUTDOWN_DELAY_SECONDS, 0)) * 1000,
    shutdownDrainMs: Math.max(0, num(env.SHUTDOWN_DRAIN_SECONDS, 25)) * 1000,
    isMetricsEnabled: env.METRICS === '1',
    metricsToken: (env.METRICS_TOKEN ?? '').trim(),
  };
};
