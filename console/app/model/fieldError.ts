import { ApiError } from '@shared/api/client';

/**
 * The field a server validation answer names (data.field), with what to say at that field: the reason alone
 * (data.reason) when the server gives it, since the field's label stands beside it, else the whole message.
 */
export const fieldOf = (error: unknown): { field: string; message: string } | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.options.data as { field?: unknown; reason?: unknown } | null | undefined;
  if (typeof data?.field !== 'string') return undefined;
  return { field: data.field, message: typeof data.reason === 'string' ? data.reason : error.message };
};
