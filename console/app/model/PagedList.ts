import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';

export interface Page<R> {
  total: number;
  rows: R[];
}

/** What a paged table reads and calls. */
export interface PagedState<R> {
  rows: R[];
  total: number;
  pageNum: number;
  limit: number;
  isLoading: boolean;
  setPageNum(page: number): void;
  reload(): void;
}

/**
 * One page of a server list at a time. `goTo(1)` after a filter change, `reload()` after a write; an answer that
 * arrives after a newer request is dropped, and a failed load keeps the rows shown (the client told the user).
 */
export class PagedList<R> implements PagedState<R> {
  rows: R[] = [];
  total = 0;
  pageNum = 1;
  isLoading = false;
  /** True once the first answer (or failure) arrived: an empty table before that is 'loading', not 'no data'. */
  hasLoaded = false;
  /** Whether the last load failed (the screen may then offer to try again), like `Loader.failed`. */
  failed = false;
  private sequence = 0;

  constructor(
    private readonly load: (pageNum: number, limit: number) => Promise<Page<R>>,
    readonly limit = 10,
  ) {
    makeObservable<PagedList<R>, never>(this, {
      rows: observableRef,
      total: observable,
      pageNum: observable,
      isLoading: observable,
      hasLoaded: observable,
      failed: observable,
      goTo: action,
      reload: action,
    });
  }

  /** Shows page `pageNum` (1-based). */
  goTo(pageNum: number): Promise<void> {
    this.pageNum = Math.max(1, Math.floor(pageNum));
    return this.reload();
  }

  setPageNum(page: number) {
    void this.goTo(page);
  }

  /** Loads the current page again. */
  reload(): Promise<void> {
    const request = ++this.sequence;
    this.isLoading = true;
    return this.load(this.pageNum, this.limit).then(
      (page) => {
        if (request !== this.sequence) return;
        runInAction(() => {
          this.rows = page.rows;
          this.total = page.total;
          this.isLoading = false;
          this.hasLoaded = true;
          this.failed = false;
        });
      },
      () => {
        if (request !== this.sequence) return;
        runInAction(() => {
          this.isLoading = false;
          this.hasLoaded = true;
          this.failed = true;
        });
      },
    );
  }
}
