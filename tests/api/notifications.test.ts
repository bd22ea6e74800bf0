/**
 * The LISTEN/NOTIFY transport the instances' caches rely on, against a real PostgreSQL (on PGlite the instances share
 * one process and PGlite's own LISTEN/NOTIFY is covered by tests/api/cacheTriggers.test.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  postgresNotifications,
  type ChannelSubscriber,
  type Notifications,
} from '../../server/db/notifications';
import { eventually } from './eventually';
import { dbKind } from './harness';

const url = process.env.DATABASE_URL ?? '';
const channel = `test_${randomBytes(4).toString('hex')}`;
const opened: { notifications: Notifications; pool: pg.Pool }[] = [];
afterAll(async () => {
  for (const { notifications, pool } of opened) {
    await notifications.close();
    await pool.end();
  }
});

const open = (connect: () => pg.Client = () => new pg.Client({ connectionString: url })) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const notifications = postgresNotifications(pool, connect);
  opened.push({ notifications, pool });
  return notifications;
};

const listener = () => {
  const heard: string[] = [];
  const events: string[] = [];
  const subscriber: ChannelSubscriber = {
    message: (payload) => void heard.push(payload),
    disconnected: () => void events.push('disconnected'),
    connected: () => void events.push('connected'),
  };
  return { heard, events, subscriber };
};

describe.runIf(dbKind === 'postgres')('PostgreSQL notifications', () => {
  it('a message published by one instance reaches every listening instance', async () => {
    const a = open();
    const b = open();
    const onA = listener();
    const onB = listener();
    await a.subscribe(channel, onA.subscriber);
    await b.subscribe(channel, onB.subscriber);
    await a.publish(channel, 'user:U1');
    await eventually(() => {
      expect(onA.heard).toEqual(['user:U1']);
      expect(onB.heard).toEqual(['user:U1']);
    });
  });

  it('reports a lost listening connection at once and reconnects with backoff', async () => {
    let isRefusing = false;
    const notifications = open(
      () => new pg.Client({ connectionString: isRefusing ? 'postgres://postgres@127.0.0.1:1/none' : url }),
    );
    const me = listener();
    await notifications.subscribe(channel, me.subscriber);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    isRefusing = true;
    const isListening = await admin.query(`SELECT pid FROM pg_stat_activity WHERE query = $1`, [
      `LISTEN "${channel}"`,
    ]);
    expect(isListening.rowCount).toBeGreaterThan(0);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`, [
      `LISTEN "${channel}"`,
    ]);
    await eventually(() => expect(me.events).toEqual(['connected', 'disconnected']));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(me.events).toEqual(['connected', 'disconnected']);
    isRefusing = false;
    await eventually(() => expect(me.events).toEqual(['connected', 'disconnected', 'connected']));
    await admin.query('SELECT pg_notify($1, $2)', [channel, 'after']);
    await eventually(() => expect(me.heard).toContain('after'));
    await admin.end();
  });
});
