import { describe, expect, it } from 'vitest';
import type { ChannelSubscriber, Notifications } from '../../../db/notifications';
import { CONSOLE_CHANGE_CHANNEL } from './announceChange';
import { decodeAnnouncement, startChangeFeed } from './changeFeed';

const fakeNotifications = () => {
  let subscriber: ChannelSubscriber | undefined;
  const notifications: Notifications = {
    subscribe: async (channel, s) => {
      expect(channel).toBe(CONSOLE_CHANGE_CHANNEL);
      subscriber = s;
      return () => (subscriber = undefined);
    },
    publish: async (_channel, payload) => subscriber?.message(payload),
    close: async () => undefined,
  };
  return { notifications, subscriber: () => subscriber };
};

const listen = (merchantId: string) => {
  const heard: string[][] = [];
  return { heard, listener: { merchantId, send: (change: { kinds: string[] }) => heard.push(change.kinds) } };
};

describe('the console change feed', () => {
  it('hands a tenant’s change only to that tenant’s consoles, a shared one to all', async () => {
    const { notifications } = fakeNotifications();
    const feed = await startChangeFeed(notifications);
    const a = listen('M001');
    const b = listen('M002');
    feed.add(a.listener);
    feed.add(b.listener);
    await notifications.publish(
      CONSOLE_CHANGE_CHANNEL,
      JSON.stringify({ merchantId: 'M002', kinds: ['theme'] }),
    );
    await notifications.publish(
      CONSOLE_CHANGE_CHANNEL,
      JSON.stringify({ merchantId: null, kinds: ['menus'] }),
    );
    expect(a.heard).toEqual([['menus']]);
    expect(b.heard).toEqual([['theme'], ['menus']]);
  });

  it('stops handing changes to a removed console and after closing', async () => {
    const { notifications, subscriber } = fakeNotifications();
    const feed = await startChangeFeed(notifications);
    const a = listen('M001');
    const remove = feed.add(a.listener);
    remove();
    await notifications.publish(
      CONSOLE_CHANGE_CHANNEL,
      JSON.stringify({ merchantId: 'M001', kinds: ['theme'] }),
    );
    feed.close();
    expect(a.heard).toEqual([]);
    expect(subscriber()).toBeUndefined();
  });

  it('tells every console to reload everything after the listening connection came back', async () => {
    const { notifications, subscriber } = fakeNotifications();
    const feed = await startChangeFeed(notifications);
    const a = listen('M001');
    feed.add(a.listener);
    subscriber()?.connected();
    expect(a.heard).toEqual([]);
    subscriber()?.disconnected();
    subscriber()?.connected();
    expect(a.heard).toEqual([['menus', 'apps', 'properties', 'theme', 'languages']]);
  });

  it('reads a message it cannot understand as a change to everything of every tenant', () => {
    expect(decodeAnnouncement('not json')).toBeUndefined();
    expect(decodeAnnouncement('{"merchantId":5,"kinds":["menus"]}')).toBeUndefined();
    expect(decodeAnnouncement('{"merchantId":"M1","kinds":["nonsense"]}')).toEqual({
      merchantId: 'M1',
      kinds: ['menus', 'apps', 'properties', 'theme', 'languages'],
    });
  });
});
