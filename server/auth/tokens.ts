import { hash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 32 random bytes. Only its sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** sha256 hex; one-shot `hash` because every authenticated request computes it. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** Reads `Authorization: Bearer <token>` (a bare token is accepted too). */
export const tokenFromHeader = (header: string | undefined): string | undefined => {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = (match?.[1] ?? header).trim();
  return token.length >= 16 && token.length <= 200 ? token : undefined;
};
