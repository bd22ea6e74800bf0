import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ApprovalRowData, UserOptionRow } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { Loader } from '../../../../app/model/Loader';
import { PagedList } from '../../../../app/model/PagedList';
import { ApprovalRunner, requestId } from '../../model/ApprovalRunner';

export const ADMIN_PAGE_SIZE = 10;

/** The filters of the instance list; '' means "any". Dates are `YYYY-MM-DD` (local days). */
export interface InstanceFilters {
  processId: string;
  state: string;
  initiatorId: string;
  from: string;
  to: string;
  keyword: string;
}

export const EMPTY_FILTERS: InstanceFilters = {
  processId: '',
  state: '',
  initiatorId: '',
  from: '',
  to: '',
  keyword: '',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Start of a local day in ms, or undefined for ''. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).getTime() : undefined);

/** The query of `instancePage` for the applied filters (the `to` day is included). */
export function instanceQuery(filters: InstanceFilters, pageNum: number, limit: number) {
  const from = dayStart(filters.from);
  const toStart = dayStart(filters.to);
  const keyword = filters.keyword.trim();
  return {
    pageNum,
    limit,
    ...(filters.processId ? { processId: filters.processId } : {}),
    ...(filters.state !== '' ? { state: Number(filters.state) } : {}),
    ...(filters.initiatorId ? { initiatorId: filters.initiatorId } : {}),
    ...(from !== undefined && !Number.isNaN(from) ? { from } : {}),
    ...(toStart !== undefined && !Number.isNaN(toStart) ? { to: toStart + DAY_MS } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/**
 * The administrators' instance list of the tenant: filters being typed and applied, one page of rows, the flows
 * and members for the filter pickers.
 */
export class InstanceAdminStore {
  filters: InstanceFilters = { ...EMPTY_FILTERS };
  applied: InstanceFilters = { ...EMPTY_FILTERS };
  readonly page: PagedList<ApprovalRowData>;
  readonly flows = new Loader<{ id: string; name: string }[]>([]);
  readonly users = new Loader<UserOptionRow[]>([]);

  constructor(private readonly deps: ModelDeps) {
    this.page = new PagedList(
      (pageNum, limit) =>
        deps.client.call(api.approval.instancePage, { query: instanceQuery(this.applied, pageNum, limit) }),
      ADMIN_PAGE_SIZE,
    );
    makeObservable(this, {
      filters: observable,
      applied: observableRef,
      setFilter: action,
      search: action,
      reset: action,
    });
  }

  start() {
    const { client } = this.deps;
    void this.flows.load(() =>
      client
        .call(api.approval.processPage, { query: { pageNum: 1, limit: 999 } })
        .then((page) => page.rows.map((row) => ({ id: row.id, name: row.processName }))),
    );
    void this.users.load(() => client.call(api.approval.userOptions, { query: {} }));
    return this.page.goTo(1);
  }

  setFilter<K extends keyof InstanceFilters>(key: K, value: InstanceFilters[K]) {
    this.filters[key] = value;
  }

  search() {
    this.applied = { ...this.filters };
    return this.page.goTo(1);
  }

  reset() {
    this.filters = { ...EMPTY_FILTERS };
    this.applied = { ...EMPTY_FILTERS };
    return this.page.goTo(1);
  }
}

type AdminDetail = Awaited<ReturnType<InstanceAdminDetailStore['fetch']>>;

/**
 * One instance as an administrator manages it: its open tasks (reassign), its data pushes (retry, skip) and
 * force-terminate with a reason. `isChanged` tells the list to reload when the dialog closes.
 */
export class InstanceAdminDetailStore {
  readonly detail = new Loader<AdminDetail | null>(null);
  readonly runner: ApprovalRunner;
  isChanged = false;
  /** Bumped after an action so the timeline reloads. */
  version = 0;

  constructor(
    private readonly deps: ModelDeps,
    readonly instanceId: string,
  ) {
    this.runner = new ApprovalRunner(deps);
    makeObservable<InstanceAdminDetailStore, 'changed'>(this, {
      isChanged: observable,
      version: observable,
      changed: action,
    });
  }

  private fetch() {
    return this.deps.client.call(api.approval.instanceAdmin, { query: { id: this.instanceId } });
  }

  load() {
    return this.detail.load(() => this.fetch());
  }

  terminate(reason: string) {
    const comment = reason.trim();
    return this.write(() =>
      this.deps.client.call(api.approval.updateState, {
        body: { id: this.instanceId, instanceState: 5, ...(comment ? { comment } : {}) },
      }),
    );
  }

  reassign(taskId: string, targetUserId: string) {
    return this.write(() =>
      this.deps.client.call(api.approval.reassign, {
        body: { taskId, targetUserId, requestId: requestId('reassign') },
      }),
    );
  }

  settlePush(id: number, how: 'retry' | 'skip') {
    const endpoint = how === 'retry' ? api.approval.pushRetry : api.approval.pushSkip;
    return this.write(() => this.deps.client.call(endpoint, { body: { id } }));
  }

  private async write(work: () => Promise<unknown>) {
    const isDone = await this.runner.run(work);
    if (isDone) {
      this.changed();
      await this.load();
    }
    return isDone;
  }

  private changed() {
    this.isChanged = true;
    this.version += 1;
  }
}
