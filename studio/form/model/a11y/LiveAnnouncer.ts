/** What the designer's polite live region says: the latest message and how many were said (view state). */
import { action, makeObservable, observable } from 'mobx';
import type { Message } from '../messages';

export class LiveAnnouncer {
  message: Message | undefined = undefined;
  /** Counts messages, so the view can make a repeated message differ and be read again. */
  count = 0;

  constructor() {
    makeObservable(this, { message: observable, count: observable, say: action });
  }

  say(message: Message | undefined): void {
    if (!message) return;
    this.message = message;
    this.count += 1;
  }
}
