import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { SendTaskViewRow } from '@shared/api/modules/messaging/channelSchemas';
import type { SendKind, SendTaskStatus } from '@shared/messaging/channelKinds';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { RefreshTimer, type Timers } from './RefreshTimer';
import { nextRefreshMs } from './refreshPlan';
import { SendTaskCreateStore } from './SendTaskCreateStore';
import { SendTaskDetailStore } from './SendTaskDetailStore';

export interface SendTaskFilter {
  keyword: string;
  kind: SendKind | '';
  status: SendTaskStatus | '';
}

const NO_FILTER: SendTaskFilter = { keyword: '', kind: '', status: '' };

/**
 * The send task screen (console spec §2.3 "Send tasks"): filters and one page of tasks with their progress, which
 * refreshes by itself while a task on the page is being sent and stops when none is; the create dialog and the
 * detail of one task.
 */
export class SendTaskListStore {
  filter: SendTaskFilter = NO_FILTER;
  create: SendTaskCreateStore | undefined = undefined;
  detail: SendTaskDetailStore | undefined = undefined;
  readonly page: PagedList<SendTaskViewRow>;
  readonly refresher: RefreshTimer;

  constructor(
    private readonly deps: ModelDeps,
    private readonly timers?: Timers,
  ) {
    this.page = new PagedList(async (pageNum, limit) => {
      const { keyword, kind, status } = this.filter;
      const page = await deps.client.call(
        api.messaging.sendTaskPage,
        { body: { pageNum, limit, keyword, ...(kind ? { kind } : {}), ...(status ? { status } : {}) } },
        // a refresh that fails is tried again by the next one; the first load tells the user
        { silent: this.page.hasLoaded },
      );
      const wait = nextRefreshMs(page.rows, Date.now());
      this.refresher.arm(wait !== undefined, wait);
      return page;
    });
    this.refresher = new RefreshTimer(() => void this.page.reload(), timers);
    makeObservable(this, {
      filter: observableRef,
      create: observableRef,
      detail: observableRef,
      setFilter: action,
      openCreate: action,
      closeCreate: action,
      openDetail: action,
      closeDetail: action,
    });
  }

  start() {
    return this.page.goTo(1);
  }

  dispose() {
    this.refresher.stop();
    this.detail?.dispose();
  }

  setFilter(change: Partial<SendTaskFilter>) {
    this.filter = { ...this.filter, ...change };
    return this.page.goTo(1);
  }

  openCreate() {
    this.create = new SendTaskCreateStore(this.deps);
    void this.create.start();
  }

  closeCreate() {
    this.create = undefined;
  }

  /** After a task was created: close the dialog and show page 1, where the new task is. */
  created() {
    const withoutAddress = this.create?.created?.withoutAddress ?? 0;
    if (withoutAddress > 0)
      this.deps.notify.warning(this.deps.t('messaging:ui.task.withoutAddress', { count: withoutAddress }));
    this.closeCreate();
    return this.page.goTo(1);
  }

  openDetail(taskId: string) {
    this.detail?.dispose();
    this.detail = new SendTaskDetailStore(this.deps, taskId, this.timers);
    void this.detail.start();
  }

  /** Closes the detail and shows what changed meanwhile (a retry, a cancel). */
  closeDetail() {
    this.detail?.dispose();
    this.detail = undefined;
    return this.page.reload();
  }
}
