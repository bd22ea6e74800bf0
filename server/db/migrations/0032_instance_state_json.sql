-- Every approval step reads its instance's state (wf_instances.data, about 2 kB for a short flow) and writes it back
-- (issue 31, "The server near its limit"). Only the server reads it, always whole, and never queries inside it.
-- - As json instead of jsonb, PostgreSQL stores the text as given: jsonb parsed it, sorted its keys and rebuilt it on
--   every write, and printed it back to text on every read, for nothing.
-- - Compressed with lz4 instead of pglz, which was the single largest item of the database's CPU on that path; lz4
--   compresses and reads back several times faster.
-- A server built without lz4 (PGlite, the embedded default) refuses that method, and keeps pglz.
DO $$
BEGIN
  ALTER TABLE wf_instances ALTER COLUMN data SET DATA TYPE json USING data::json,
    ALTER COLUMN data SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  ALTER TABLE wf_instances ALTER COLUMN data SET DATA TYPE json USING data::json;
END $$;
