/** Envelope codes. Business errors keep HTTP 200; only unknown paths and server faults change the status. */
export const ResultCode = {
  Success: '10000',
  InvalidParam: '40001',
  Unauthenticated: '40101',
  Forbidden: '40301',
  NotFound: '40401',
  Business: '50001',
  TooManyRequests: '42901',
  ServerError: '50000',
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** subCode that makes the client show the re-login modal (console spec §8). */
export const AUTH_CHECK_ERROR = 'auth-check-error';

export const API_BASE = '/digital-portal';
export const ADMIN_PREFIX = '/digital-portal/api/authority/admin';
