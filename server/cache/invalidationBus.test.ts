import { describe, expect, it } from 'vitest';
import { inProcessNotifications, type ChannelSubscriber, type Notifications } from '../db/notifications';
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

describe('invalidation bus', () => {
  it('drops here at once and on the other instances, not twice here', async () => {
    const notifications = inProcessNotifications();
    const a = recorder();
    const b = recorder();
    const busA = await startInvalidationBus(notifications, a.target, () => undefined);
    await startInvalidationBus(notifications, b.target, () => undefined);
    await busA.publish([scope.user('U1'), scope.user('U1'), scope.session('abc')]);
    expect(a.dropped).toEqual([[scope.user('U1'), scope.session('abc')]]);
    expect(b.dropped).toEqual([[scope.user('U1'), scope.session('abc')]]);
  });

  it('publishes nothing for no scopes', async () => {
    const notifications = inProcessNotifications();
    const b = recorder();
    const bus = await startInvalidationBus(notifications, recorder().target, () => undefined);
    await startInvalidationBus(notifications, b.target, () => undefined);
    await bus.publish([]);
    expect(b.dropped).toEqual([]);
  });

  it('splits many scopes into NOTIFY-sized messages', async () => {
    const payloads: string[] = [];
    const notifications: Notifications = {
      subscribe: async () => () => undefined,
      publish: async (_channel, payload) => void payloads.push(payload),
      close: async () => undefined,
    };
    const bus = await startInvalidationBus(notifications, recorder().target, () => undefined);
    const many = Array.from({ length: 500 }, (_, i) => scope.session(`${i}`.padStart(64, '0')));
    await bus.publish(many);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((p) => p.length < 8000)).toBe(true);
    expect(payloads.flatMap((p) => decodeMessage(p).scopes)).toEqual(many);
  });

  it('an unreadable message drops everything', () => {
    expect(decodeMessage('not json').scopes).toEqual(['everything']);
    expect(decodeMessage(JSON.stringify({ from: 'x', scopes: ['bogus:1'] })).scopes).toEqual(['everything']);
  });

  it('follows the listening connection: incoherent while it is down', async () => {
    let subscriber: ChannelSubscriber | undefined;
    const notifications: Notifications = {
      subscribe: async (channel, s) => {
        expect(channel).toBe(CACHE_CHANNEL);
        subscriber = s;
        return () => undefined;
      },
      publish: async () => undefined,
      close: async () => undefined,
    };
    const r = recorder();
    await startInvalidationBus(notifications, r.target, () => undefined);
    subscriber?.disconnected();
    subscriber?.connected();
    expect(r.coherence).toEqual([false, true]);
  });

  it('a NOTIFY that fails still drops here and only warns', async () => {
    const warnings: string[] = [];
    const notifications: Notifications = {
      subscribe: async () => () => undefined,
      publish: () => Promise.reject(new Error('connection refused')),
      close: async () => undefined,
    };
    const r = recorder();
    const bus = await startInvalidationBus(notifications, r.target, (m) => void warnings.push(m));
    await bus.publish([scope.tenant('M1')]);
    expect(r.dropped).toEqual([[scope.tenant('M1')]]);
    expect(warnings[0]).toContain('connection refused');
  });
});
