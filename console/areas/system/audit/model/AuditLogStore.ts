import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { isDateText } from './dateText';

export type OperationRow = ResponseOf<typeof api.identity.operationLogList>['rows'][number];
export type LoginRow = ResponseOf<typeof api.identity.loginLogList>['rows'][number];
export type SystemRow = ResponseOf<typeof api.identity.systemLogList>['rows'][number];

export type AuditKind = 'operation' | 'login' | 'system';

/** Filters every tab shares (the system log has no user). */
export interface AuditFilter {
  beginTime?: string;
  endTime?: string;
  userName: string;
}

/**
 * The audit screen (read only): business operation, login and system logs behind tabs, with a date range and a
 * user filter typed first and applied by `search`. The shown tab loads page 1 whenever it is chosen or searched.
 */
export class AuditLogStore {
  kind: AuditKind = 'operation';
  /** What the filter fields hold; `search` applies it when both dates are well formed. */
  draft = { beginTime: '', endTime: '', userName: '' };
  filter: AuditFilter = { userName: '' };
  readonly operation: PagedList<OperationRow>;
  readonly login: PagedList<LoginRow>;
  readonly system: PagedList<SystemRow>;

  constructor(deps: ModelDeps) {
    const { client } = deps;
    this.operation = new PagedList((pageNum, limit) =>
      client.call(api.identity.operationLogList, { query: { ...this.filter, pageNum, limit } }),
    );
    this.login = new PagedList((pageNum, limit) =>
      client.call(api.identity.loginLogList, { query: { ...this.filter, pageNum, limit } }),
    );
    this.system = new PagedList((pageNum, limit) => {
      const { beginTime, endTime } = this.filter;
      return client.call(api.identity.systemLogList, { query: { beginTime, endTime, pageNum, limit } });
    });
    makeObservable(this, {
      kind: observable,
      draft: observableRef,
      filter: observableRef,
      choose: action,
      setDraft: action,
      search: action,
    });
  }

  /** The list of the shown tab. */
  get shown(): PagedList<OperationRow> | PagedList<LoginRow> | PagedList<SystemRow> {
    return this[this.kind];
  }

  /** Whether the user filter applies to the shown tab. */
  get hasUserFilter() {
    return this.kind !== 'system';
  }

  /** First load of the screen. */
  start() {
    return this.shown.goTo(1);
  }

  /** Shows another tab, from page 1 under the applied filter. */
  choose(kind: AuditKind) {
    if (kind === this.kind) return Promise.resolve();
    this.kind = kind;
    return this.shown.goTo(1);
  }

  setDraft(change: Partial<AuditLogStore['draft']>) {
    this.draft = { ...this.draft, ...change };
  }

  /** Applies the typed filter to the shown tab; a malformed date stops it (the date fields say why). */
  search() {
    const { beginTime, endTime, userName } = this.draft;
    if (!isDateText(beginTime) || !isDateText(endTime)) return Promise.resolve();
    this.filter = { beginTime: beginTime || undefined, endTime: endTime || undefined, userName };
    return this.shown.goTo(1);
  }
}
