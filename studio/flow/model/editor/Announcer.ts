/** The last announcement of the designer, for a polite live region; `count` tells a repeated text apart. */
import { action, makeObservable, observable } from 'mobx';

export class Announcer {
  text = '';
  count = 0;

  constructor() {
    makeObservable(this, { text: observable, count: observable, say: action });
  }

  say(text: string): void {
    this.text = text;
    this.count += 1;
  }
}
