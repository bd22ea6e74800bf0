import { tasksApi } from '@shared/api/modules/approval/tasks';
import type { ProcessInfoData, TaskRowData, UserOptionRow } from '@shared/api/modules/approval/schemas';
import type { TaskAction } from '@shared/approval/states';
import type { FieldPrivilege, FormValues } from '@shared/form';
import type { ApiCall } from '@runtime/consoleDataSource';
import { Observable } from './Observable';
import { assignorsOf, type PickNode } from './people';
import { requestKey } from './requestKey';

/** The actions a bottom sheet asks for (the server lists which of them this task allows). */
export type SheetAction = Extract<
  TaskAction,
  'agree' | 'reject' | 'fallback' | 'transfer' | 'cc' | 'addSigners'
>;
export const SHEET_ACTIONS: readonly SheetAction[] = [
  'agree',
  'reject',
  'fallback',
  'transfer',
  'cc',
  'addSigners',
];
export type SignersPosition = 'before' | 'after' | 'alongside';

const parseJson = <T>(text: string | undefined, fallback: T): T => {
  try {
    return (JSON.parse(text ?? '') ?? fallback) as T;
  } catch {
    return fallback;
  }
};

/**
 * A task on the phone (workflow spec §2.2): the task and its forms with the node's privileges, the timeline, and
 * the actions the server allows (`task.actions`). Each action opens a bottom sheet; its request key is made when
 * the sheet opens, so a second tap on a slow network changes nothing twice.
 */
export class TaskStore extends Observable {
  task: TaskRowData | undefined = undefined;
  info: ProcessInfoData | undefined = undefined;
  loadError = '';
  sheet: SheetAction | null = null;
  comment = '';
  /** People picked in the sheet (transfer: one; cc and add signers: several). */
  people: UserOptionRow[] = [];
  position: SignersPosition = 'before';
  fallbackTargets: { id: string; nodeName: string }[] = [];
  fallbackTarget = '';
  /** Dynamic approver nodes the next step needs people for (the server's preview said so). */
  actorNodes: PickNode[] = [];
  actors: Record<string, UserOptionRow[]> = {};
  /** The handwritten signature, a PNG data URL ('' until drawn). */
  signature = '';
  isBusy = false;
  error = '';
  /** The action went through: the page goes back to the list. */
  isDone = false;
  private key = '';

  constructor(
    private readonly call: () => ApiCall,
    readonly taskId: string,
  ) {
    super();
  }

  async load() {
    try {
      const task = await this.call()(tasksApi.taskInfo, { query: { taskId: this.taskId } });
      this.task = task;
      this.changed();
      this.info = await this.call()(tasksApi.nodeInfo, { query: { id: task.instanceId } });
    } catch (error) {
      this.loadError = (error as Error).message;
    }
    this.changed();
  }

  get actions(): readonly TaskAction[] {
    return this.task?.actions ?? [];
  }

  get sheetActions(): SheetAction[] {
    return SHEET_ACTIONS.filter((action) => this.actions.includes(action));
  }

  get privileges(): FieldPrivilege[] {
    return parseJson<{ privileges?: FieldPrivilege[] }>(this.task?.nodeInfo, {}).privileges ?? [];
  }

  get variable(): FormValues {
    return parseJson<FormValues>(this.task?.variable, {});
  }

  /** The form is editable only while the caller may agree. */
  get canEdit(): boolean {
    return this.actions.includes('agree');
  }

  get needsSignature(): boolean {
    return this.sheet === 'agree' && this.task?.signatureRequired === true;
  }

  open(action: SheetAction) {
    this.sheet = action;
    this.key = requestKey();
    this.comment = '';
    this.people = [];
    this.error = '';
    this.signature = '';
    this.actorNodes = [];
    this.actors = {};
    this.changed();
    if (action === 'fallback') void this.loadFallbackTargets();
  }

  close() {
    this.sheet = null;
    this.changed();
  }

  setComment(comment: string) {
    this.comment = comment;
    this.changed();
  }

  setPeople(people: UserOptionRow[]) {
    this.people = this.sheet === 'transfer' ? people.slice(-1) : people;
    this.changed();
  }

  setActors(nodeId: string, people: UserOptionRow[]) {
    this.actors = { ...this.actors, [nodeId]: people };
    this.changed();
  }

  setPosition(position: SignersPosition) {
    this.position = position;
    this.changed();
  }

  setFallbackTarget(id: string) {
    this.fallbackTarget = id;
    this.changed();
  }

  setSignature(png: string) {
    this.signature = png;
    this.changed();
  }

  private async loadFallbackTargets() {
    const targets = await this.call()(tasksApi.canReturn, { body: { id: this.taskId } }).catch(() => []);
    this.fallbackTargets = targets;
    this.fallbackTarget = targets[0]?.id ?? '';
    this.changed();
  }

  /** What the sheet still lacks before it may be sent (an i18n key), or '' when it is complete. */
  get missing(): string {
    if (this.sheet === 'transfer' || this.sheet === 'cc' || this.sheet === 'addSigners')
      return this.people.length ? '' : 'sheet.needPeople';
    if (this.sheet === 'fallback') return this.fallbackTarget ? '' : 'sheet.needTarget';
    if (this.needsSignature && !this.signature) return 'sheet.needSignature';
    if (this.actorNodes.some((node) => !this.actors[node.id]?.length)) return 'sheet.needActors';
    return '';
  }

  /** Sends the open sheet's action; `readForm` validates the form and answers its values (rejects when invalid). */
  async submit(readForm: () => Promise<FormValues>, currentForm: () => FormValues) {
    const action = this.sheet;
    if (!action || this.isBusy) return;
    if (this.missing) {
      this.error = this.missing;
      this.changed();
      return;
    }
    this.isBusy = true;
    this.error = '';
    this.changed();
    try {
      await this.send(action, readForm, currentForm);
    } catch (error) {
      this.error = (error as Error).message;
    } finally {
      this.isBusy = false;
      this.changed();
    }
  }

  private async send(
    action: SheetAction,
    readForm: () => Promise<FormValues>,
    currentForm: () => FormValues,
  ) {
    const call = this.call();
    const requestId = this.key;
    const comment = this.comment;
    const id = this.taskId;
    if (action === 'cc') {
      const ccUserIds = this.people.map((person) => person.userId);
      await call(tasksApi.cc, { body: { taskId: id, ccUserIds, requestId } });
      this.sheet = null;
      return this.load();
    }
    const params = action === 'agree' ? await readForm().catch(() => null) : currentForm();
    if (!params) {
      this.sheet = null;
      this.error = 'sheet.formInvalid';
      return;
    }
    if (action === 'agree') return this.agree(params, comment, requestId);
    if (action === 'reject')
      await call(tasksApi.approve, { body: { isPass: false, taskId: id, params, comment, requestId } });
    if (action === 'fallback')
      await call(tasksApi.return, {
        body: { sourceTaskId: id, id: this.fallbackTarget, params, comment, requestId },
      });
    if (action === 'transfer')
      await call(tasksApi.passOn, {
        body: { id, targetUserId: this.people[0]?.userId ?? '', params, comment, requestId },
      });
    if (action === 'addSigners') {
      const userIds = this.people.map((person) => person.userId);
      await call(tasksApi.addSigners, {
        body: { id, position: this.position, userIds, params, comment, requestId },
      });
    }
    this.finish();
  }

  /** Agree: the server's preview first; people for a dynamic next node are asked for in the same sheet. */
  private async agree(params: FormValues, comment: string, requestId: string) {
    const call = this.call();
    if (this.actorNodes.length === 0) {
      const check = await call(tasksApi.approvePreview, { body: { taskId: this.taskId, params } });
      if (check.needActors) {
        this.actorNodes = check.nodes;
        return;
      }
    }
    const assignorList = assignorsOf(this.actorNodes, this.actors);
    const signature = this.task?.signatureRequired ? this.signature : undefined;
    await call(tasksApi.approve, {
      body: { isPass: true, taskId: this.taskId, params, comment, assignorList, signature, requestId },
    });
    this.finish();
  }

  private finish() {
    this.sheet = null;
    this.isDone = true;
  }
}
