/**
 * The last announcement of the designer, for a polite live region; `count` tells a repeated text apart.
 * A notice is an announcement that is also shown on the canvas (a gesture that did nothing says why), until
 * it is dismissed.
 */
import { action, makeObservable, observable } from 'mobx';

export class Announcer {
  text = '';
  count = 0;
  /** The notice shown on the canvas ('' when none). */
  notice = '';
  /** Counts notices, so the view restarts its timer for a repeated one. */
  noticeCount = 0;

  constructor() {
    makeObservable(this, {
      text: observable,
      count: observable,
      notice: observable,
      noticeCount: observable,
      say: action,
      warn: action,
      dismissNotice: action,
    });
  }

  say(text: string): void {
    this.text = text;
    this.count += 1;
  }

  /** Says `text` and shows it on the canvas too. */
  warn(text: string): void {
    this.say(text);
    this.notice = text;
    this.noticeCount += 1;
  }

  dismissNotice(): void {
    this.notice = '';
  }
}
