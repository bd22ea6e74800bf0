import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { ChannelSubscriber, Notifications } from '../db/notifications';
import { createAppCache } from './appCache';
import { scope } from './scopes';

const fakeDatabase = () => {
  let subscriber: ChannelSubscriber | undefined;
  const notifications: Notifications = {
    subscribe: async (_channel, s) => {
      subscriber = s;
      return () => undefined;
    },
    publish: async () => undefined,
    close: async () => undefined,
  };
  return { database: { notifications } as unknown as Database, peer: () => subscriber as ChannelSubscriber };
};

const counting = () => {
  let loads = 0;
  const session = { tokenHash: 'h1', userId: 'U1', userName: 'u1', merchantId: 'M1', homeMerchantId: 'M1' };
  return {
    load: async () => {
      loads += 1;
      return { value: { session, expiresAt: new Date(0) }, scopes: [scope.user('U1')] };
    },
    loads: () => loads,
  };
};

describe('app cache', () => {
  it('serves nothing from memory while the listening connection is down', async () => {
    const { database, peer } = fakeDatabase();
    const cache = await createAppCache(database, { ttlMs: 30_000, maxEntries: 100 }, () => undefined);
    const { load, loads } = counting();
    await cache.sessions.get('k', load);
    await cache.sessions.get('k', load);
    expect(loads()).toBe(1);
    peer().disconnected();
    await cache.sessions.get('k', load);
    await cache.sessions.get('k', load);
    expect(loads()).toBe(3);
    peer().connected();
    await cache.sessions.get('k', load);
    await cache.sessions.get('k', load);
    expect(loads()).toBe(4);
  });

  it('a message from another instance drops the scopes it names; "everything" drops all', async () => {
    const { database, peer } = fakeDatabase();
    const cache = await createAppCache(database, { ttlMs: 30_000, maxEntries: 100 }, () => undefined);
    const { load, loads } = counting();
    await cache.sessions.get('k', load);
    peer().message(JSON.stringify({ from: 'other', scopes: [scope.user('U2')] }));
    await cache.sessions.get('k', load);
    expect(loads()).toBe(1);
    peer().message(JSON.stringify({ from: 'other', scopes: [scope.user('U1')] }));
    await cache.sessions.get('k', load);
    expect(loads()).toBe(2);
    peer().message(JSON.stringify({ from: 'other', scopes: [scope.everything] }));
    await cache.sessions.get('k', load);
    expect(loads()).toBe(3);
  });
});
