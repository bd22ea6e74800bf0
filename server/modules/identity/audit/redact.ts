/** Keys whose values never reach the system log: passwords, secrets, tokens, credentials and ciphertexts. */
const SECRET_KEY = /password|passwd|secret|token|authorization|api[-_]?key|cipher|credential/i;

export const REDACTED = '[redacted]';

const MAX_DEPTH = 8;
const MAX_ITEMS = 50;
const MAX_TEXT = 500;

/**
 * A copy of request parameters fit for storage: values under secret-looking keys (at any depth, case-insensitive)
 * are replaced, long strings are cut and very deep or wide structures are trimmed.
 */
export const redactSecrets = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redactSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
  }
  return copy;
};

/** Query errors repeat every bound value after "params:" (in the message and the stack); those values are cut. */
export const redactQueryParams = (text: string): string =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);
