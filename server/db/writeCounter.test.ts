import { describe, expect, it } from 'vitest';
import { createWriteCounter } from './writeCounter';

describe('write counter', () => {
  it.each([
    ['insert into "users" ("user_id") values ($1)', 1],
    ['update "sessions" set "revoked_at" = $1 where "token_hash" = $2', 1],
    ['delete from "user_roles" where "user_id" = $1', 1],
    ['with moved as (delete from "users" returning *) select * from moved', 1],
    ['insert into "sessions" ("token_hash") values ($1) on conflict do update set "expires_at" = $2', 1],
    ['update public.merchants set merchant_name = $1', 1],
    ['UPDATE ROLES SET role_name = $1', 1],
    ['TRUNCATE role_menus', 1],
    ['truncate "wf_tasks"', 1],
    // an approval: the instance, its tasks and letters change, none of which a cache reads
    [
      'with moved as (update wf_instances set data = $1 returning id), t as (insert into wf_tasks select 1) select 1',
      0,
    ],
    ['insert into "letters" ("id") values ($1)', 0],
    ['insert into "users_archive" ("id") values ($1)', 0],
    ['with moved as (delete from "outbox" returning *) select * from moved', 0],
    ['select id from wf_instances where id = $1 for update', 0],
    ['select "user_id", "updated_at" from "users" where "user_id" = $1', 0],
    ['select count(*)::int from "wf_tasks" where "merchant_id" = $1', 0],
  ])('%s counts %i', (query, expected) => {
    const counter = createWriteCounter();
    counter.logger.logQuery(query);
    expect(counter.count()).toBe(expected);
  });
});
