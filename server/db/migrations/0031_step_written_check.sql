-- An approval step's write checks itself (issue 31, "The server near its limit"): the instance must move from the
-- version the step read, and every changed task must still hold the version it read. Otherwise the statement fails
-- with SQLSTATE WF409 and its transaction cannot commit. The check no longer needs an answer sent back to the
-- server, so the write can travel with the transaction's COMMIT in one round trip.
CREATE FUNCTION wf_step_written(instances integer, tasks integer, expected integer) RETURNS integer
  LANGUAGE plpgsql AS $$
BEGIN
  IF instances <> 1 OR tasks <> expected THEN
    RAISE EXCEPTION 'approval step on changed rows: % of 1 instance and % of % tasks written', instances, tasks, expected
      USING ERRCODE = 'WF409';
  END IF;
  RETURN tasks;
END $$;
