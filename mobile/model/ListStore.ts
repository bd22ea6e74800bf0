import { tasksApi } from '@shared/api/modules/approval/tasks';
import type { ApprovalRowData } from '@shared/api/modules/approval/schemas';
import type { ApiCall } from '@runtime/consoleDataSource';
import type { ListKind } from '../app/routes';
import { PHONE_LIST_PAGE_SIZE } from '@shared/phone/phoneBoot';
import { Observable } from './Observable';

/** Rows fetched at a time (the server allows up to 200); the boot script asks for the first page with the same. */
export const PAGE_SIZE = PHONE_LIST_PAGE_SIZE;

/**
 * One of the four lists (to-do, done, my applications, cc): the first page, more pages as the user scrolls to
 * the end, and a refresh (pull down) that starts again from page one. The server decides what each list holds.
 */
export class ListStore extends Observable {
  rows: ApprovalRowData[] = [];
  total = 0;
  isLoading = false;
  isRefreshing = false;
  error = '';
  private page = 0;
  private generation = 0;

  constructor(
    private readonly call: () => ApiCall,
    readonly kind: ListKind,
  ) {
    super();
  }

  get hasMore(): boolean {
    return this.page === 0 || this.rows.length < this.total;
  }

  private fetchPage(pageNum: number) {
    const query = { pageNum, limit: PAGE_SIZE };
    if (this.kind === 'mine') return this.call()(tasksApi.myProcess, { query });
    const category = this.kind === 'done' ? 'handled' : this.kind;
    return this.call()(tasksApi.myTask, { query: { ...query, category } });
  }

  /** The next page, unless one is on its way or all are here. */
  async loadMore() {
    if (this.isLoading || !this.hasMore || this.error) return;
    await this.fetch(this.page + 1, false);
  }

  /** Pull to refresh: page one again, the rows replaced when it arrives. */
  async refresh() {
    this.error = '';
    this.isRefreshing = true;
    this.changed();
    await this.fetch(1, true);
  }

  private async fetch(pageNum: number, isRefresh: boolean) {
    const generation = isRefresh ? ++this.generation : this.generation;
    this.isLoading = true;
    this.changed();
    try {
      const page = await this.fetchPage(pageNum);
      if (generation !== this.generation) return;
      this.rows = isRefresh ? page.rows : [...this.rows, ...page.rows];
      this.total = page.total;
      this.page = pageNum;
      this.error = '';
    } catch (error) {
      if (generation === this.generation) this.error = (error as Error).message;
    } finally {
      if (generation === this.generation) {
        this.isLoading = false;
        this.isRefreshing = false;
        this.changed();
      }
    }
  }

  /** After a failed page: try it again. */
  retry() {
    this.error = '';
    return this.loadMore();
  }
}
