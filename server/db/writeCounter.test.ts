import { describe, expect, it } from 'vitest';
import { createWriteCounter } from './writeCounter';

describe('write counter', () => {
  it.each([
    ['insert into "users" ("user_id") values ($1)', 1],
    ['update "sessions" set "revoked_at" = $1 where "token_hash" = $2', 1],
    ['delete from "user_roles" where "user_id" = $1', 1],
    ['with moved as (delete from "outbox" returning *) select * from moved', 1],
    ['TRUNCATE role_menus', 1],
    ['select "user_id", "updated_at" from "users" where "user_id" = $1', 0],
    ['select count(*)::int from "wf_tasks" where "merchant_id" = $1', 0],
  ])('%s counts %i', (query, expected) => {
    const counter = createWriteCounter();
    counter.logger.logQuery(query);
    expect(counter.count()).toBe(expected);
  });
});
