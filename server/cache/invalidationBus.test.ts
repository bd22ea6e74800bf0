import { describe, expect, it } from 'vitest';
import type { ChannelSubscriber, Notifications } from '../db/notifications';
import { CACHE_CHANNEL, decodeMessage, startInvalidationBus } from './invalidationBus';
import { scope, type Scope } from './scopes';

const recorder = () => {
  const dropped: Scope[][] = [];
  const coherence: boolean[] = [];
  return {
    dropped,
    coherence,
    target: {
      drop: (s: readonly Scope[]) => void dropped.push([...s]),
      setCoherent: (c: boolean) => void coherence.push(c),
    },
  };
};

/** One channel whose messages are held until `deliver`, the way a database hands them over after commit. */
const channel = () => {
  const subscribers: ChannelSubscriber[] = [];
  const queued: string[] = [];
  const notifications: Notifications = {
    subscribe: async (name, subscriber) => {
      expect(name).toBe(CACHE_CHANNEL);
      subscribers.push(subscriber);
      return () => undefined;
    },
    publish: async (_name, payload) => void queued.push(payload),
    close: async () => undefined,
  };
  const deliver = () => {
    for (const payload of queued.splice(0)) for (const s of subscribers) s.message(payload);
  };
  return { notifications, subscribers, queued, deliver };
};

const fromDatabase = (scopes: Scope[]) => JSON.stringify({ from: 'database', scopes });

describe('invalidation bus', () => {
  it('a change announced by the database drops its scopes on every instance', async () => {
    const { notifications, subscribers } = channel();
    const a = recorder();
    const b = recorder();
    await startInvalidationBus(notifications, a.target, () => undefined);
    await startInvalidationBus(notifications, b.target, () => undefined);
    for (const s of subscribers) s.message(fromDatabase([scope.user('U1'), scope.session('abc')]));
    expect(a.dropped).toEqual([[scope.user('U1'), scope.session('abc')]]);
    expect(b.dropped).toEqual([[scope.user('U1'), scope.session('abc')]]);
  });

  it('settle answers only after everything sent before its fence was heard, and drops nothing itself', async () => {
    const { notifications, subscribers, queued, deliver } = channel();
    const a = recorder();
    const b = recorder();
    const bus = await startInvalidationBus(notifications, a.target, () => undefined);
    await startInvalidationBus(notifications, b.target, () => undefined);
    queued.push(fromDatabase([scope.tenant('M1')]));
    let isSettled = false;
    const settled = bus.settle().then(() => (isSettled = true));
    await Promise.resolve();
    expect(isSettled).toBe(false);
    deliver();
    await settled;
    expect(a.dropped).toEqual([[scope.tenant('M1')]]);
    expect(b.dropped).toEqual([[scope.tenant('M1')]]);
    expect(subscribers).toHaveLength(2);
  });

  it('settle does not wait while the listening connection is down', async () => {
    const { notifications, subscribers } = channel();
    const bus = await startInvalidationBus(notifications, recorder().target, () => undefined);
    subscribers[0]?.disconnected();
    await bus.settle();
  });

  it('a connection lost while settling releases the wait (nothing is served from memory then)', async () => {
    const { notifications, subscribers } = channel();
    const bus = await startInvalidationBus(notifications, recorder().target, () => undefined);
    const settled = bus.settle();
    await Promise.resolve();
    subscribers[0]?.disconnected();
    await settled;
  });

  it('an unreadable message drops everything; a fence is read as one', () => {
    expect(decodeMessage('not json').scopes).toEqual(['everything']);
    expect(decodeMessage(JSON.stringify({ from: 'x', scopes: ['bogus:1'] })).scopes).toEqual(['everything']);
    expect(decodeMessage(JSON.stringify({ from: 'x', fence: '3' }))).toEqual({
      from: 'x',
      scopes: [],
      fence: '3',
    });
  });

  it('follows the listening connection: incoherent while it is down', async () => {
    const { notifications, subscribers } = channel();
    const r = recorder();
    await startInvalidationBus(notifications, r.target, () => undefined);
    subscribers[0]?.disconnected();
    subscribers[0]?.connected();
    expect(r.coherence).toEqual([false, true]);
  });

  it('a fence that cannot be sent only warns', async () => {
    const warnings: string[] = [];
    const notifications: Notifications = {
      subscribe: async () => () => undefined,
      publish: () => Promise.reject(new Error('connection refused')),
      close: async () => undefined,
    };
    const bus = await startInvalidationBus(notifications, recorder().target, (m) => void warnings.push(m));
    await bus.settle();
    expect(warnings[0]).toContain('connection refused');
  });
});
