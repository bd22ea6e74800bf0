import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ApprovalRowData } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { DegreeOptions } from '../../model/DegreeOptions';

export type ListKind = 'todo' | 'cc' | 'handled' | 'mine';
/** List filter `ended` (workflow spec §2.5): 0 all, 1 ended, 2 in progress. */
export type EndedFilter = 0 | 1 | 2;

export const APPROVAL_PAGE_SIZE = 10;

/**
 * One approval list (workflow spec §2.5): the filters being typed, the filters applied, one page of rows and the
 * urgency labels. My applications come from `myProcess`, the others from `myTask` by category.
 */
export class ApprovalListStore {
  processName = '';
  ended: EndedFilter = 0;
  applied: { processName: string; ended: EndedFilter } = { processName: '', ended: 0 };
  readonly page: PagedList<ApprovalRowData>;
  readonly degrees: DegreeOptions;

  constructor(
    deps: ModelDeps,
    readonly kind: ListKind,
  ) {
    this.degrees = new DegreeOptions(deps);
    this.page = new PagedList((pageNum, limit) => {
      const { processName, ended } = this.applied;
      const query = { pageNum, limit, ended, ...(processName ? { processName } : {}) };
      return kind === 'mine'
        ? deps.client.call(api.approval.myProcess, { query })
        : deps.client.call(api.approval.myTask, { query: { ...query, category: kind } });
    }, APPROVAL_PAGE_SIZE);
    makeObservable(this, {
      processName: observable,
      ended: observable,
      applied: observableRef,
      setProcessName: action,
      setEnded: action,
      search: action,
      reset: action,
    });
  }

  /** First load: the urgency labels and page 1. */
  start() {
    void this.degrees.load();
    return this.page.goTo(1);
  }

  setProcessName(processName: string) {
    this.processName = processName;
  }

  setEnded(ended: EndedFilter) {
    this.ended = ended;
  }

  /** Applies the typed filters from page 1. */
  search() {
    this.applied = { processName: this.processName.trim(), ended: this.ended };
    return this.page.goTo(1);
  }

  /** Clears the filters and shows page 1. */
  reset() {
    this.processName = '';
    this.ended = 0;
    this.applied = { processName: '', ended: 0 };
    return this.page.goTo(1);
  }
}
