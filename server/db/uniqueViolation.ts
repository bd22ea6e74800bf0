import { hasSqlState } from './sqlState';

/** Whether a database error (or one it wraps) is PostgreSQL's unique-violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');
