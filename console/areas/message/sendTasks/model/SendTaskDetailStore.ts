import { action, computed, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { RecipientViewRow, SendTaskViewRow } from '@shared/api/modules/messaging/channelSchemas';
import type { RecipientStatus } from '@shared/messaging/channelKinds';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';
import { RefreshTimer, type Timers } from './RefreshTimer';
import { nextRefreshMs } from './refreshPlan';

export interface RecipientFilter {
  keyword: string;
  status: RecipientStatus | '';
}

/**
 * One send task: its progress and its recipients, each with its status and the provider's answer (filtered by
 * status); retry the failed ones (all, or one row) and cancel those not sent yet. Refreshes while the task is sent.
 */
export class SendTaskDetailStore {
  filter: RecipientFilter = { keyword: '', status: '' };
  readonly task = new Loader<SendTaskViewRow>();
  readonly recipients: PagedList<RecipientViewRow>;
  readonly actions: ActionRunner;
  private readonly refresher: RefreshTimer;

  constructor(
    private readonly deps: ModelDeps,
    readonly taskId: string,
    timers?: Timers,
  ) {
    this.recipients = new PagedList((pageNum, limit) => {
      const { keyword, status } = this.filter;
      return deps.client.call(
        api.messaging.sendTaskRecipients,
        { body: { pageNum, limit, taskId, keyword, ...(status ? { status } : {}) } },
        { silent: this.recipients.hasLoaded },
      );
    });
    this.actions = new ActionRunner(deps);
    this.refresher = new RefreshTimer(() => void this.refresh(), timers);
    makeObservable(this, {
      filter: observableRef,
      canRetry: computed,
      canCancel: computed,
      setFilter: action,
    });
  }

  /** Failed recipients can be queued again. */
  get canRetry() {
    return (this.task.value?.counts.failed ?? 0) > 0;
  }

  /** Recipients not sent yet can be cancelled. */
  get canCancel() {
    const counts = this.task.value?.counts;
    return (counts?.pending ?? 0) > 0 && this.task.value?.status !== 'cancelled';
  }

  start() {
    return this.refresh();
  }

  dispose() {
    this.refresher.stop();
  }

  /** Loads the task and the current page of recipients; waits for the next refresh while it is sent. */
  async refresh() {
    const silent = this.task.value !== undefined;
    const [task] = await Promise.all([
      this.task.load(() =>
        this.deps.client.call(api.messaging.sendTaskDetail, { body: { taskId: this.taskId } }, { silent }),
      ),
      this.recipients.reload(),
    ]);
    const wait = task ? nextRefreshMs([task], Date.now()) : undefined;
    this.refresher.arm(wait !== undefined, wait);
  }

  setFilter(change: Partial<RecipientFilter>) {
    this.filter = { ...this.filter, ...change };
    return this.recipients.goTo(1);
  }

  /** Queues the failed recipients again: every one of the task, or the one row given. */
  async retry(recipient?: RecipientViewRow) {
    const body = { taskId: this.taskId, ...(recipient ? { recipientIds: [recipient.recipientId] } : {}) };
    if (await this.actions.run(() => this.deps.client.call(api.messaging.sendTaskRetry, { body })))
      await this.refresh();
  }

  /** Cancels the recipients not sent yet (the view asked first). */
  async cancel() {
    const body = { taskId: this.taskId };
    if (await this.actions.run(() => this.deps.client.call(api.messaging.sendTaskCancel, { body })))
      await this.refresh();
  }
}
