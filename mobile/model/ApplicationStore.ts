import { tasksApi } from '@shared/api/modules/approval/tasks';
import type { ProcessInfoData } from '@shared/api/modules/approval/schemas';
import type { ApiCall } from '@runtime/consoleDataSource';
import { Observable } from './Observable';
import { requestKey } from './requestKey';

/**
 * An application seen as a whole (my applications, cc, a letter about it): its timeline, and urge or recall when
 * the server says the caller may (`canUrge`, `canRecall`).
 */
export class ApplicationStore extends Observable {
  info: ProcessInfoData | undefined = undefined;
  error = '';
  /** An i18n key of what just went through ('' when nothing did). */
  notice = '';
  isRecalling = false;
  comment = '';
  isBusy = false;
  private key = '';

  constructor(
    private readonly call: () => ApiCall,
    readonly instanceId: string,
  ) {
    super();
  }

  async load() {
    try {
      this.info = await this.call()(tasksApi.nodeInfo, { query: { id: this.instanceId } });
      this.error = '';
    } catch (error) {
      this.error = (error as Error).message;
    }
    this.changed();
  }

  private async act(work: () => Promise<unknown>, notice: string) {
    if (this.isBusy) return;
    this.isBusy = true;
    this.error = '';
    this.changed();
    try {
      await work();
      this.notice = notice;
      this.isRecalling = false;
      await this.load();
    } catch (error) {
      this.error = (error as Error).message;
    } finally {
      this.isBusy = false;
      this.changed();
    }
  }

  urge() {
    return this.act(() => this.call()(tasksApi.urge, { body: { id: this.instanceId } }), 'application.urged');
  }

  askRecall(isOpen: boolean) {
    this.isRecalling = isOpen;
    this.key = requestKey();
    this.comment = '';
    this.changed();
  }

  setComment(comment: string) {
    this.comment = comment;
    this.changed();
  }

  recall() {
    const body = { id: this.instanceId, comment: this.comment, requestId: this.key };
    return this.act(() => this.call()(tasksApi.recall, { body }), 'application.recalled');
  }
}
