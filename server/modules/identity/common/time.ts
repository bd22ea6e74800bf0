/** ISO text of a timestamp, or null. */
export const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** A date-range bound from a query ('YYYY-MM-DD' or ISO); the end of a bare date is the end of that day. */
export const parseBound = (text: string | undefined, end: boolean): Date | undefined => {
  if (!text) return undefined;
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(bare ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return undefined;
  return bare && end ? new Date(date.getTime() + 86_400_000 - 1) : date;
};
