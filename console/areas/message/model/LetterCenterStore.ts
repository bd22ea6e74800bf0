import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { LetterDetailData, LetterItemRow } from '@shared/api/modules/shell';
import { ActionRunner } from '../../../app/model/ActionRunner';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { PagedList } from '../../../app/model/PagedList';
import type { LetterStore } from '../../../layout/model/LetterStore';

export const LETTER_PAGE_SIZE = 10;
export type LetterStatus = '' | 'UNREAD' | 'READ';

/** What the centre is filtered by; an empty value filters nothing. Days are `YYYY-MM-DD`. */
export interface LetterFilter {
  status: LetterStatus;
  category: string;
  keyword: string;
  from: string;
  to: string;
}

const NO_FILTER: LetterFilter = { status: '', category: '', keyword: '', from: '', to: '' };

/** The bell's store as the message centre uses it: its tip (to follow the stream), marking read and refreshing. */
export type LetterTip = Pick<LetterStore, 'tip' | 'markRead' | 'refresh'>;

/** Minutes east of UTC on a day (`YYYY-MM-DD`), in this browser's zone. */
const zoneOffsetOn = (day: string) => -new Date(`${day}T12:00:00`).getTimezoneOffset();

/**
 * The message centre (LetterNotificationNew): the signed-in user's letters filtered by read state, category, keyword
 * and sent days, paged; selected rows marked read or deleted (after confirmation); one letter opened in a detail
 * dialog that says where it leads. Every change refreshes the bell, and a change of the bell reloads the list.
 */
export class LetterCenterStore {
  filter: LetterFilter = NO_FILTER;
  readonly page: PagedList<LetterItemRow>;
  readonly categories = new Loader<string[]>([]);
  /** The open letter; `openId` is set at once, the detail once the server answered. */
  readonly detail = new Loader<LetterDetailData>();
  openId: string | undefined = undefined;
  selected = new Set<string>();
  /** The letters a delete waits to be confirmed for. */
  pendingDelete: string[] | undefined = undefined;
  readonly runner: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    private readonly letters: LetterTip,
  ) {
    this.runner = new ActionRunner(deps);
    this.page = new PagedList(
      (pageNum, limit) =>
        deps.client.call(api.shell.letterPage, { query: this.queryOf(pageNum, limit) }, { silent: true }),
      LETTER_PAGE_SIZE,
    );
    makeObservable<LetterCenterStore, 'keepSelectedOnPage'>(this, {
      filter: observableRef,
      openId: observable,
      selected: observableRef,
      pendingDelete: observableRef,
      isAllSelected: computed,
      selectedIds: computed,
      tipKey: computed,
      setFilter: action,
      toggleSelected: action,
      toggleAll: action,
      clearSelection: action,
      askDelete: action,
      cancelDelete: action,
      close: action,
      setOpen: action,
      keepSelectedOnPage: action,
    });
  }

  private queryOf(pageNum: number, limit: number) {
    const { status, category, keyword, from, to } = this.filter;
    const day = from || to;
    return {
      pageNum,
      limit,
      status,
      ...(category && { category }),
      ...(keyword.trim() && { keyword: keyword.trim() }),
      ...(from && { from }),
      ...(to && { to }),
      ...(day && { tzOffset: zoneOffsetOn(day) }),
    };
  }

  get pages() {
    return Math.max(1, Math.ceil(this.page.total / LETTER_PAGE_SIZE));
  }

  get hasFilter() {
    return Object.values(this.filter).some(Boolean);
  }

  /** Changes whenever the bell's tip shows another state (a letter arrived, was read or deleted elsewhere). */
  get tipKey() {
    const { tip } = this.letters;
    return `${tip.unreadCount}:${tip.letterItems.map((l) => `${l.letterId}${l.status}`).join(',')}`;
  }

  /** The bell's state this list last followed. */
  private seenTipKey = '';

  /** First visit: the list and the categories of the type filter. */
  start() {
    this.seenTipKey = this.tipKey;
    this.loadCategories();
    return this.page.reload();
  }

  private loadCategories() {
    void this.categories.load(() =>
      this.deps.client
        .call(api.shell.letterCategories, undefined, { silent: true })
        .then((answer) => answer.categories),
    );
  }

  /** The bell's tip changed (a letter arrived, was read or deleted elsewhere): the list and the types follow. */
  followTip() {
    if (this.tipKey === this.seenTipKey) return Promise.resolve();
    this.seenTipKey = this.tipKey;
    this.loadCategories();
    return this.load();
  }

  /** Loads the current page again (whenever the bell's tip changed); a selection of letters now gone is dropped. */
  async load() {
    await this.page.reload();
    this.keepSelectedOnPage();
  }

  /** New filters start again at page 1, with nothing selected. */
  setFilter(change: Partial<LetterFilter>) {
    this.filter = { ...this.filter, ...change };
    this.selected = new Set();
    return this.page.goTo(1);
  }

  resetFilter() {
    return this.setFilter(NO_FILTER);
  }

  toggleSelected(letterId: string) {
    const next = new Set(this.selected);
    if (!next.delete(letterId)) next.add(letterId);
    this.selected = next;
  }

  get isAllSelected() {
    return this.page.rows.length > 0 && this.page.rows.every((row) => this.selected.has(row.letterId));
  }

  get selectedIds() {
    return this.page.rows.filter((row) => this.selected.has(row.letterId)).map((row) => row.letterId);
  }

  toggleAll() {
    this.selected = this.isAllSelected ? new Set() : new Set(this.page.rows.map((row) => row.letterId));
  }

  clearSelection() {
    this.selected = new Set();
  }

  private keepSelectedOnPage() {
    const shown = new Set(this.page.rows.map((row) => row.letterId));
    if ([...this.selected].some((id) => !shown.has(id)))
      this.selected = new Set([...this.selected].filter((id) => shown.has(id)));
  }

  /** Opens a letter in the detail dialog; the server marks it read, so the bell and the list follow. */
  async open(letterId: string) {
    this.setOpen(letterId);
    const detail = await this.detail.load(() =>
      this.deps.client.call(api.shell.letterDetail, { body: { letterId } }),
    );
    if (detail) await Promise.all([this.letters.refresh(), this.load()]);
  }

  setOpen(letterId: string | undefined) {
    this.openId = letterId;
  }

  close() {
    this.openId = undefined;
    this.detail.clear();
  }

  async markSelectedRead() {
    const ids = this.selectedIds;
    if (ids.length === 0) return;
    await this.letters.markRead(ids);
    this.clearSelection();
    await this.load();
  }

  async readAll() {
    const isDone = await this.runner.run(() => this.deps.client.call(api.shell.letterReadAll), {
      quiet: true,
    });
    if (isDone) await Promise.all([this.letters.refresh(), this.load()]);
  }

  /** Asks to delete letters (the selected ones when none are named); nothing happens before `confirmDelete`. */
  askDelete(letterIds: string[] = this.selectedIds) {
    if (letterIds.length > 0) this.pendingDelete = letterIds;
  }

  cancelDelete() {
    this.pendingDelete = undefined;
  }

  /**
   * Deletes the letters waiting for confirmation; the open one closes, an emptied last page steps back. Answers
   * whether they were deleted.
   */
  async confirmDelete(): Promise<boolean> {
    const ids = this.pendingDelete;
    if (!ids) return false;
    this.cancelDelete();
    const isDone = await this.runner.run(() =>
      this.deps.client.call(api.shell.letterDelete, { body: { letterIds: ids } }),
    );
    if (!isDone) return false;
    if (this.openId && ids.includes(this.openId)) this.close();
    this.clearSelection();
    const { pageNum, rows } = this.page;
    const isPageEmptied = pageNum > 1 && rows.every((row) => ids.includes(row.letterId));
    await Promise.all([this.letters.refresh(), isPageEmptied ? this.page.goTo(pageNum - 1) : this.load()]);
    return true;
  }
}
