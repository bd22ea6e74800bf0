import { action, computed, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { DelegationRow, UserOptionRow } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { Loader } from '../../../../app/model/Loader';

const HOUR = 3_600_000;

/** The delegation being written: times in ms. */
export interface DelegationDraft {
  id?: string;
  delegateId: string;
  startTime: number;
  endTime: number;
  allFlows: boolean;
  processIds: string[];
}

export interface FlowOption {
  id: string;
  name: string;
}

/**
 * The caller's out-of-office delegations (workflow spec §6 "delegate"): the list, the people and flows to pick
 * from, and the one delegation being written. The server checks the rules and answers a message naming the field.
 */
export class DelegationsStore {
  readonly list = new Loader<DelegationRow[]>([]);
  readonly users = new Loader<UserOptionRow[]>([]);
  readonly flows = new Loader<FlowOption[]>([]);
  readonly runner: ActionRunner;
  draft: DelegationDraft | null = null;

  constructor(
    private readonly deps: ModelDeps,
    /** The caller: not offered as their own delegate. */
    private readonly selfId: string,
    private readonly now: () => number = Date.now,
  ) {
    this.runner = new ActionRunner(deps);
    makeObservable(this, {
      draft: observableRef,
      delegates: computed,
      newDraft: action,
      edit: action,
      change: action,
      toggleFlow: action,
      close: action,
    });
  }

  start() {
    void this.reload();
    void this.users.load(() => this.deps.client.call(api.approval.userOptions, { query: {} }));
    void this.flows.load(async () => {
      const page = await this.deps.client.call(api.approval.processPage, {
        query: { pageNum: 1, limit: 999, published: 1 },
      });
      return page.rows.map((row) => ({ id: row.id, name: row.processName }));
    });
  }

  reload() {
    return this.list.load(() => this.deps.client.call(api.approval.myDelegations, {}));
  }

  /** People who may be chosen as delegate (everyone but the caller). */
  get delegates(): UserOptionRow[] {
    return (this.users.value ?? []).filter((user) => user.userId !== this.selfId);
  }

  /** A new delegation from now (to the minute) for a day. */
  newDraft() {
    const start = Math.floor(this.now() / 60_000) * 60_000;
    this.draft = {
      delegateId: '',
      startTime: start,
      endTime: start + 24 * HOUR,
      allFlows: true,
      processIds: [],
    };
  }

  edit(row: DelegationRow) {
    const { id, delegateId, startTime, endTime, allFlows, processIds } = row;
    this.draft = { id, delegateId, startTime, endTime, allFlows, processIds: [...processIds] };
  }

  change(patch: Partial<DelegationDraft>) {
    if (this.draft) this.draft = { ...this.draft, ...patch };
  }

  toggleFlow(processId: string) {
    if (!this.draft) return;
    const ids = this.draft.processIds;
    this.change({
      processIds: ids.includes(processId) ? ids.filter((id) => id !== processId) : [...ids, processId],
    });
  }

  close() {
    this.draft = null;
  }

  async save() {
    const draft = this.draft;
    if (!draft) return false;
    const isSaved = await this.runner.run(
      () => this.deps.client.call(api.approval.saveDelegation, { body: draft }),
      { quiet: true },
    );
    if (!isSaved) return false;
    this.deps.notify.success(this.deps.t('approval:delegate.saved'));
    this.close();
    await this.reload();
    return true;
  }

  async remove(id: string) {
    const isRemoved = await this.runner.run(
      () => this.deps.client.call(api.approval.removeDelegation, { body: { id } }),
      { quiet: true },
    );
    if (!isRemoved) return;
    this.deps.notify.success(this.deps.t('approval:delegate.removed'));
    await this.reload();
  }
}
