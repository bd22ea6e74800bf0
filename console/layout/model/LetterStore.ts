import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import {
  LETTER_STREAM_PATH,
  readConsoleChange,
  type ConsoleChangeData,
  type LetterTipData,
} from '@shared/api/modules/shell';

/** Polling interval when the event stream is unavailable. */
export const LETTER_POLL_MS = 30_000;
const EMPTY: LetterTipData = { hasUnreadLetter: false, unreadCount: 0, letterItems: [] };

/**
 * The bell's data: live through Server-Sent Events, with polling as the fallback. The same stream tells of changes
 * other consoles of the tenant made (menus, apps, theme, properties, languages), handed to `onChange`.
 */
export class LetterStore {
  tip: LetterTipData = EMPTY;
  private source: EventSource | undefined;
  private poller: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly client: () => ApiClient,
    private readonly onChange: (change: ConsoleChangeData) => void = () => {},
  ) {
    makeObservable(this, { tip: observableRef, setTip: action });
  }

  setTip(tip: LetterTipData) {
    this.tip = tip;
  }

  async refresh() {
    const tip = await this.client()
      .call(api.shell.letterTipList, undefined, { silent: true })
      .catch(() => undefined);
    if (tip) this.setTip(tip);
  }

  start() {
    this.stop();
    void this.refresh();
    if (typeof EventSource === 'undefined') return this.startPolling();
    const source = new EventSource(LETTER_STREAM_PATH, { withCredentials: true });
    this.source = source;
    source.addEventListener('tip', (event) => {
      try {
        this.setTip(JSON.parse((event as MessageEvent<string>).data) as LetterTipData);
      } catch {
        // a malformed event is ignored; the next one or the poller brings the truth
      }
    });
    source.addEventListener('change', (event) =>
      this.onChange(readConsoleChange((event as MessageEvent<string>).data)),
    );
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) {
        this.source = undefined;
        this.startPolling();
      }
    };
  }

  private startPolling() {
    if (this.poller) return;
    this.poller = setInterval(() => void this.refresh(), LETTER_POLL_MS);
  }

  get isPolling() {
    return Boolean(this.poller);
  }

  async markRead(letterIds: string[]) {
    await this.client()
      .call(api.shell.letterRead, { body: { letterIds } }, { silent: true })
      .catch(() => undefined);
    await this.refresh();
  }

  stop() {
    this.source?.close();
    this.source = undefined;
    if (this.poller) clearInterval(this.poller);
    this.poller = undefined;
  }
}
