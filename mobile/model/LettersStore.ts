import { letterApi, type LetterItemRow } from '@shared/api/modules/shell/letters';
import type { ApiCall } from '@runtime/consoleDataSource';
import type { MobileRoute } from '../app/routes';
import { Observable } from './Observable';

const LIMIT = 20;

/**
 * The person's letters (site messages), newest first, more as the list scrolls. Opening one marks it read and
 * answers where it leads (its task or application), or shows its text when it leads nowhere.
 */
export class LettersStore extends Observable {
  rows: LetterItemRow[] = [];
  total = 0;
  isLoading = false;
  error = '';
  /** The letter whose text is open (it leads nowhere). */
  openId = '';
  private page = 0;

  constructor(private readonly call: () => ApiCall) {
    super();
  }

  get hasMore() {
    return this.page === 0 || this.rows.length < this.total;
  }

  async loadMore() {
    if (this.isLoading || !this.hasMore || this.error) return;
    this.isLoading = true;
    this.changed();
    try {
      const page = await this.call()(letterApi.letterPage, {
        query: { pageNum: this.page + 1, limit: LIMIT },
      });
      this.rows = [...this.rows, ...page.rows];
      this.total = page.total;
      this.page += 1;
    } catch (error) {
      this.error = (error as Error).message;
    }
    this.isLoading = false;
    this.changed();
  }

  /** Opens a letter: resolves the page it leads to, or null when its text is shown here. */
  async open(letterId: string): Promise<MobileRoute | null> {
    const detail = await this.call()(letterApi.letterDetail, { body: { letterId } });
    this.rows = this.rows.map((row) => (row.letterId === letterId ? { ...row, status: 'READ' } : row));
    this.openId = detail.link.kind === 'none' ? letterId : '';
    this.changed();
    if (detail.link.kind === 'task') return { name: 'task', taskId: detail.link.id };
    if (detail.link.kind === 'instance') return { name: 'application', instanceId: detail.link.id };
    return null;
  }

  async readAll() {
    await this.call()(letterApi.letterReadAll).catch(() => undefined);
    this.rows = this.rows.map((row) => ({ ...row, status: 'READ' }));
    this.changed();
  }
}
