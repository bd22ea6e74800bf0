import { action, makeObservable, observable } from 'mobx';
import { api } from '@shared/api';
import type { LetterItemRow } from '@shared/api/modules/shell';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { PagedList } from '../../../app/model/PagedList';
import type { LetterStore } from '../../../layout/model/LetterStore';

export const LETTER_PAGE_SIZE = 10;
export type LetterStatus = '' | 'UNREAD' | 'READ';

/** The bell's store as the message centre uses it: marking read and refreshing the unread tip. */
export type LetterTip = Pick<LetterStore, 'markRead' | 'refresh'>;

/**
 * The message centre (LetterNotificationNew): the signed-in user's letters, filtered by status and paged, the
 * letter opened in place, and read marking. The list is read silently: a failure shows an empty list.
 */
export class LetterCenterStore {
  status: LetterStatus = '';
  /** The letter whose content shows. */
  openId: string | undefined = undefined;
  readonly page: PagedList<LetterItemRow>;

  constructor(
    private readonly deps: ModelDeps,
    private readonly letters: LetterTip,
  ) {
    this.page = new PagedList(
      (pageNum, limit) =>
        deps.client
          .call(api.shell.letterPage, { query: { pageNum, limit, status: this.status } }, { silent: true })
          .catch(() => ({ total: 0, rows: [] })),
      LETTER_PAGE_SIZE,
    );
    makeObservable(this, { status: observable, openId: observable, setStatus: action, toggle: action });
  }

  get pages() {
    return Math.max(1, Math.ceil(this.page.total / LETTER_PAGE_SIZE));
  }

  /** Loads the current page again (first visit, and whenever the bell's tip changed). */
  load() {
    return this.page.reload();
  }

  /** A new status filter starts again at page 1. */
  setStatus(status: LetterStatus) {
    this.status = status;
    return this.page.goTo(1);
  }

  /** Opens a letter (or closes the open one); an unread letter is marked read. */
  async read(letter: LetterItemRow) {
    this.toggle(letter.letterId);
    if (letter.status === 'UNREAD') await this.letters.markRead([letter.letterId]);
  }

  toggle(letterId: string) {
    this.openId = this.openId === letterId ? undefined : letterId;
  }

  async readAll() {
    await this.deps.client.call(api.shell.letterReadAll).catch(() => undefined);
    await this.letters.refresh();
  }
}
