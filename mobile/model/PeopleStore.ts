import { tasksApi } from '@shared/api/modules/approval/tasks';
import type { UserOptionRow } from '@shared/api/modules/approval/schemas';
import type { ApiCall } from '@runtime/consoleDataSource';
import { Observable } from './Observable';

/** People of the tenant for a picker (spec §7 userOptions), searched by name as the user types. */
export class PeopleStore extends Observable {
  keyword = '';
  rows: UserOptionRow[] = [];
  isLoading = false;
  private generation = 0;

  constructor(private readonly call: () => ApiCall) {
    super();
  }

  async search(keyword: string) {
    this.keyword = keyword;
    this.isLoading = true;
    const generation = ++this.generation;
    this.changed();
    const query = keyword.trim() ? { keyword: keyword.trim().slice(0, 50) } : {};
    const rows = await this.call()(tasksApi.userOptions, { query }).catch(() => []);
    if (generation !== this.generation) return;
    this.rows = rows;
    this.isLoading = false;
    this.changed();
  }
}
