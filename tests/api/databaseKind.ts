/** Which database this run uses: PGlite always, PostgreSQL when the runner sets API_DB=postgres. */
export const dbKind = process.env.API_DB === 'postgres' ? 'postgres' : 'pglite';

/** The same server's URL with another database name. */
export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** The PostgreSQL server the run uses, as DATABASE_URL names it. */
export const adminUrl = () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('API_DB=postgres needs DATABASE_URL');
  return url;
};

/** Runs one statement as the administrator (create or drop a database). */
export const adminQuery = async (sql: string) => {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};
