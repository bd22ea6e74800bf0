/**
 * Access tokens of mini-program platforms, kept in this process until shortly before they expire, so a send task
 * does not ask for a new token per message (platforms cap how often one may be fetched). Each instance keeps its
 * own; a token the platform says is invalid is dropped and the send is reported as retryable.
 */
import { createHash } from 'node:crypto';

const MARGIN_MS = 5 * 60_000;
const MAX_ENTRIES = 1000;

export class TokenCache {
  private readonly entries = new Map<string, { token: string; expiresAt: number }>();

  static keyOf(endpoint: string, appId: string, appSecret: string) {
    return `${endpoint}|${appId}|${createHash('sha256').update(appSecret).digest('hex')}`;
  }

  get(key: string, now: Date): string | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now.getTime()) return entry.token;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, token: string, expiresInSeconds: number, now: Date) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    const lifetime = Math.max(0, expiresInSeconds * 1000 - MARGIN_MS);
    if (lifetime > 0) this.entries.set(key, { token, expiresAt: now.getTime() + lifetime });
  }

  drop(key: string) {
    this.entries.delete(key);
  }
}
