import { ApiError } from '@shared/api/client';

/** The field a server validation answer names (data.field), with its message. */
export const fieldOf = (error: unknown): { field: string; message: string } | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.options.data as { field?: unknown } | null | undefined;
  return typeof data?.field === 'string' ? { field: data.field, message: error.message } : undefined;
};
