import { CONSOLE_CHANGE_KINDS, changedKinds, type ConsoleChangeData } from '@shared/api/modules/shell';
import type { Notifications } from '../../../db/notifications';
import { CONSOLE_CHANGE_CHANNEL, type AnnouncedChange } from './announceChange';

/** An open console on this instance: its session's tenant and how to reach it. */
export interface ChangeListener {
  merchantId: string;
  send(change: ConsoleChangeData): void;
}

export interface ChangeFeed {
  /** Returns the function that removes the listener. */
  add(listener: ChangeListener): () => void;
  close(): void;
}

/** Which tenant a message is for; `undefined` when it cannot be read (then every console reloads everything). */
export const decodeAnnouncement = (payload: string): AnnouncedChange | undefined => {
  try {
    const parsed = JSON.parse(payload) as { merchantId?: unknown; kinds?: unknown };
    if (parsed.merchantId !== null && typeof parsed.merchantId !== 'string') return undefined;
    return { merchantId: parsed.merchantId, kinds: changedKinds(parsed.kinds) };
  } catch {
    return undefined;
  }
};

/**
 * Hands the changes every instance announces to the open consoles of this instance, each only to the consoles of
 * the tenant it names. When the listening connection was lost, every console reloads everything once it is back.
 */
export const startChangeFeed = async (notifications: Notifications): Promise<ChangeFeed> => {
  const listeners = new Set<ChangeListener>();
  const everything: ConsoleChangeData = { kinds: [...CONSOLE_CHANGE_KINDS] };
  const sendAll = (change: ConsoleChangeData) => {
    for (const listener of listeners) listener.send(change);
  };
  let hasMissed = false;
  const unsubscribe = await notifications.subscribe(CONSOLE_CHANGE_CHANNEL, {
    message: (payload) => {
      const change = decodeAnnouncement(payload);
      if (!change) return sendAll(everything);
      for (const listener of listeners)
        if (change.merchantId === null || change.merchantId === listener.merchantId)
          listener.send({ kinds: change.kinds });
    },
    disconnected: () => {
      hasMissed = true;
    },
    connected: () => {
      if (hasMissed) sendAll(everything);
      hasMissed = false;
    },
  });
  return {
    add: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      unsubscribe();
    },
  };
};
