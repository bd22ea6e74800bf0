import { sessionApi } from '@shared/api/modules/session';
import { letterApi } from '@shared/api/modules/shell/letters';
import type { ApiCall } from '@runtime/consoleDataSource';
import { Observable } from './Observable';

/** The figures on the tab bar and the bell: open tasks, my applications under way, unread letters. */
export class CountsStore extends Observable {
  todo: number | undefined = undefined;
  mine: number | undefined = undefined;
  unreadLetters: number | undefined = undefined;

  constructor(private readonly call: () => ApiCall) {
    super();
  }

  async load() {
    const [info, tip] = await Promise.all([
      this.call()(sessionApi.getInfo).catch(() => undefined),
      this.call()(letterApi.letterTipList).catch(() => undefined),
    ]);
    this.todo = info?.myTaskCount;
    this.mine = info?.myApprovalCount;
    this.unreadLetters = tip?.unreadCount;
    this.changed();
  }
}
