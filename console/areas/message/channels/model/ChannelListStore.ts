import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ChannelViewRow } from '@shared/api/modules/messaging/channelSchemas';
import { entryRolesOf, type ChannelKind } from '@shared/messaging/channelKinds';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { ChannelEntriesStore } from './ChannelEntriesStore';
import { ChannelFormStore } from './ChannelFormStore';
import { ChannelTestStore } from './ChannelTestStore';

export interface ChannelFilter {
  keyword: string;
  kind: ChannelKind | '';
  status: '0' | '1' | '';
}

const NO_FILTER: ChannelFilter = { keyword: '', kind: '', status: '' };

/**
 * The message channel screen (console spec §2.3 "Message channels"): filters, one page, the status switch, delete,
 * the editor and the "Send a test" dialog.
 */
export class ChannelListStore {
  filter: ChannelFilter = NO_FILTER;
  form: ChannelFormStore | undefined = undefined;
  test: ChannelTestStore | undefined = undefined;
  entries: ChannelEntriesStore | undefined = undefined;
  readonly page: PagedList<ChannelViewRow>;
  readonly actions: ActionRunner;

  constructor(private readonly deps: ModelDeps) {
    this.page = new PagedList((pageNum, limit) => {
      const { keyword, kind, status } = this.filter;
      return deps.client.call(api.messaging.channelPage, {
        body: { pageNum, limit, keyword, ...(kind ? { kind } : {}), ...(status ? { status } : {}) },
      });
    });
    this.actions = new ActionRunner(deps);
    makeObservable(this, {
      filter: observableRef,
      form: observableRef,
      test: observableRef,
      entries: observableRef,
      openEntries: action,
      closeEntries: action,
      setFilter: action,
      openForm: action,
      closeForm: action,
      openTest: action,
      closeTest: action,
    });
  }

  start() {
    return this.page.goTo(1);
  }

  /** Changes part of the filter and shows page 1 again. */
  setFilter(change: Partial<ChannelFilter>) {
    this.filter = { ...this.filter, ...change };
    return this.page.goTo(1);
  }

  async toggleStatus(row: ChannelViewRow) {
    const body = { channelId: row.channelId, status: row.status === '0' ? '1' : '0' } as const;
    if (await this.actions.run(() => this.deps.client.call(api.messaging.channelStatus, { body })))
      await this.page.reload();
  }

  /** Deletes the channel (the view asked first); the server refuses one a task or rule still uses. */
  async remove(row: ChannelViewRow) {
    const body = { channelId: row.channelId };
    if (await this.actions.run(() => this.deps.client.call(api.messaging.channelDelete, { body })))
      await this.page.reload();
  }

  /** Opens the editor for `channelId`, or for a new channel of the filtered kind (mail when none). */
  openForm(channelId: string | null) {
    this.form = new ChannelFormStore(this.deps, channelId, this.filter.kind || 'mail');
    void this.form.load();
  }

  closeForm() {
    this.form = undefined;
  }

  saved() {
    this.closeForm();
    return this.page.reload();
  }

  openTest(row: ChannelViewRow) {
    this.test = new ChannelTestStore(this.deps, row);
  }

  closeTest() {
    this.test = undefined;
  }

  /** Whether the channel keeps signs or vendor templates (SMS and voice). */
  hasEntries(row: ChannelViewRow) {
    return entryRolesOf(row.kind).length > 0;
  }

  openEntries(row: ChannelViewRow) {
    this.entries = new ChannelEntriesStore(this.deps, row);
    void this.entries.load();
  }

  closeEntries() {
    this.entries = undefined;
  }
}
