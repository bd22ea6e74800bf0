/** Whether a database error (or one it wraps) is PostgreSQL's unique-violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  )
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};
