import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { retryAfterFailover } from './retryAfterFailover';

const adminShutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** A database whose primary comes back (or not) when waited for; counts the waits. */
const databaseWith = (isPrimaryBack: boolean) => {
  const waits: number[] = [];
  const database = {
    awaitPrimary: (ms: number) => {
      waits.push(ms);
      return Promise.resolve(isPrimaryBack);
    },
  } as unknown as Database;
  return { database, waits };
};

/** Work that fails with `errors` in turn, then answers 'done'; counts its runs. */
const workFailing = (...errors: unknown[]) => {
  let runs = 0;
  const work = () => {
    const error = errors[runs++];
    return error === undefined ? Promise.resolve('done') : Promise.reject(error);
  };
  return { work, runs: () => runs };
};

describe('retryAfterFailover', () => {
  it('runs a transaction cut off by a failover again once a primary answers', async () => {
    const { database, waits } = databaseWith(true);
    const { work, runs } = workFailing(adminShutdown(), new Error('Connection terminated unexpectedly'));
    expect(await retryAfterFailover(database, work)).toBe('done');
    expect(runs()).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('does not run again after an error of the statement itself', async () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { work, runs } = workFailing(unique);
    await expect(retryAfterFailover(databaseWith(true).database, work)).rejects.toBe(unique);
    expect(runs()).toBe(1);
  });

  it('gives up with the failover error when no primary comes back in time', async () => {
    const cut = adminShutdown();
    const { work, runs } = workFailing(cut);
    await expect(retryAfterFailover(databaseWith(false).database, work)).rejects.toBe(cut);
    expect(runs()).toBe(1);
  });

  it('gives up after four attempts', async () => {
    const errors = [adminShutdown(), adminShutdown(), adminShutdown(), adminShutdown()];
    const { work, runs } = workFailing(...errors);
    await expect(retryAfterFailover(databaseWith(true).database, work)).rejects.toBe(errors[3]);
    expect(runs()).toBe(4);
  });
});
