/** Whether a database error, or one it wraps (drizzle wraps the driver's), carries PostgreSQL's SQLSTATE `code`. */
export const hasSqlState = (error: unknown, code: string): boolean => {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  )
    if ((e as { code?: unknown }).code === code) return true;
  return false;
};
