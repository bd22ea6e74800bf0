import { action, computed, makeObservable, observable } from 'mobx';
import { api } from '@shared/api';
import type { RestartMode, TaskAction, TaskRowData } from '@shared/api/modules/approval';
import type { FieldPrivilege, FormValues } from '@shared/form';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { ApprovalRunner, requestId } from '../../model/ApprovalRunner';
import { DegreeOptions } from '../../model/DegreeOptions';
import { ShareVoidStore } from '../../share/model/ShareVoidStore';
import { ActorRequest, type Assignor } from './ActorRequest';
import type { SignersChoice } from './SignersStore';
import { SignatureRequest } from './SignatureRequest';

const parseJson = <T>(text: string | undefined, fallback: T): T => {
  try {
    return (JSON.parse(text ?? '') ?? fallback) as T;
  } catch {
    return fallback;
  }
};

/**
 * The approval-task modal (workflow spec §2.2, §4.1): the task, the comment, the layout switches, and the
 * actions. Which actions show is the server's answer (`task.actions`); each action calls the server once with a
 * request key, shows 'Operation successful!' and closes (claim and stage reload instead).
 */
export class TaskModalStore {
  comment = '';
  isFullscreen = false;
  isPanelOpen = true;
  isPanelFull = false;
  /** Bumped after an action that keeps the modal open, so the dynamics reload. */
  version = 0;
  /** An action that closes the modal succeeded: the view closes it and the lists reload. */
  isDone = false;
  /** The cc picker is open (spec §6 "allow cc"). */
  isAskingCc = false;
  /** The add-signers or free-flow dialog is open. */
  signing: 'addSigners' | 'freeFlow' | null = null;
  /** Resubmitting a returned application: where it goes on, when the flow lets the applicant pick. */
  restart: RestartMode | null = null;
  readonly task = new Loader<TaskRowData>();
  readonly degrees: DegreeOptions;
  readonly runner: ApprovalRunner;
  readonly actors = new ActorRequest();
  /** Sharing the instance from the dynamics panel; success reloads the dynamics. */
  readonly shareVoid: ShareVoidStore;
  /** The signature pad, asked for on agree when the flow wants a handwritten signature. */
  readonly signature = new SignatureRequest();

  constructor(
    private readonly deps: ModelDeps,
    readonly taskId: string,
  ) {
    this.degrees = new DegreeOptions(deps);
    this.runner = new ApprovalRunner(deps);
    this.shareVoid = new ShareVoidStore(
      deps,
      () => this.task.value?.instanceId ?? '',
      () => this.bump(),
    );
    makeObservable<TaskModalStore, 'bump' | 'done'>(this, {
      comment: observable,
      isFullscreen: observable,
      isPanelOpen: observable,
      isPanelFull: observable,
      version: observable,
      isDone: observable,
      isAskingCc: observable,
      askCc: action,
      signing: observable,
      restart: observable,
      setRestart: action,
      restartChoice: computed,
      actions: computed,
      delegation: computed,
      privileges: computed,
      variable: computed,
      setComment: action,
      toggleFullscreen: action,
      togglePanelFull: action,
      foldPanel: action,
      openPanel: action,
      openSigning: action,
      closeSigning: action,
      bump: action,
      done: action,
    });
  }

  start() {
    void this.degrees.load();
    return this.load();
  }

  load() {
    return this.task.load(() =>
      this.deps.client.call(api.approval.taskInfo, { query: { taskId: this.taskId } }),
    );
  }

  /** The buttons the server allows; none until the task is loaded. */
  get actions(): readonly TaskAction[] {
    return this.task.value?.actions ?? [];
  }

  can(action: TaskAction): boolean {
    return this.actions.includes(action);
  }

  /**
   * The form is editable when the caller may agree, or resubmit their returned application (fields the node makes
   * writable only; the server keeps no other change). The comment shows with any action but sign-in.
   */
  get canEdit(): boolean {
    return this.can('agree') || this.can('resubmit');
  }

  /** Where a resubmission goes on: the applicant's pick, else the first the server offers. */
  get restartChoice(): RestartMode | null {
    const options = this.task.value?.returned?.restartOptions ?? [];
    return this.restart !== null && options.includes(this.restart) ? this.restart : (options[0] ?? null);
  }

  setRestart(restart: RestartMode) {
    this.restart = restart;
  }

  /** Resubmits the returned application with the validated form, going on where the applicant chose. */
  async resubmit(read: () => Promise<FormValues>) {
    const params = await this.readForm(read);
    if (!params) return;
    const restart = this.restartChoice ?? undefined;
    const body = { taskId: this.taskId, params, comment: this.comment, restart, requestId: requestId('r') };
    await this.run(() => this.deps.client.call(api.approval.resubmit, { body }));
  }

  /**
   * A delegated task (delegate setting): its delegate acts "on behalf of" the assignee; the person it was meant
   * for, who may not act on it, reads that it was delegated.
   */
  get delegation(): { key: 'delegate.onBehalfOf' | 'delegate.readOnly'; name: string } | null {
    const task = this.task.value;
    if (!task?.onBehalfOfId) return null;
    return this.actions.length > 0
      ? { key: 'delegate.onBehalfOf', name: task.onBehalfOfName }
      : { key: 'delegate.readOnly', name: task.assigneeName };
  }

  get hasComment(): boolean {
    return this.actions.length > 0 && !this.can('claim');
  }

  get privileges(): FieldPrivilege[] {
    return parseJson<{ privileges?: FieldPrivilege[] }>(this.task.value?.nodeInfo, {}).privileges ?? [];
  }

  get variable(): FormValues {
    return parseJson<FormValues>(this.task.value?.variable, {});
  }

  setComment(comment: string) {
    this.comment = comment;
  }

  toggleFullscreen() {
    this.isFullscreen = !this.isFullscreen;
  }

  togglePanelFull() {
    this.isPanelFull = !this.isPanelFull;
  }

  foldPanel() {
    this.isPanelOpen = false;
    this.isPanelFull = false;
  }

  openPanel() {
    this.isPanelOpen = true;
  }

  openSigning(mode: 'addSigners' | 'freeFlow') {
    this.signing = mode;
  }

  closeSigning() {
    this.signing = null;
  }

  /**
   * Add signers or free flow with the people of the dialog. Signing after oneself and free flow approve the
   * task, so the form is validated first (a failed check closes the dialog to show the form).
   */
  async sign(choice: SignersChoice, read: () => Promise<FormValues>, current: () => FormValues) {
    const mode = this.signing;
    if (!mode || this.runner.isBusy) return;
    const approves = mode === 'freeFlow' || choice.position === 'after';
    let params: FormValues;
    try {
      params = approves ? await read() : current();
    } catch {
      this.closeSigning();
      return;
    }
    this.closeSigning();
    const common = { id: this.taskId, params, comment: this.comment, requestId: requestId('r') };
    if (mode === 'freeFlow') {
      const body = { ...common, targetUserId: choice.userIds[0] ?? '' };
      return this.run(() => this.deps.client.call(api.approval.freeFlow, { body }));
    }
    const body = { ...common, position: choice.position, userIds: choice.userIds };
    return this.run(() => this.deps.client.call(api.approval.addSigners, { body }));
  }

  /** The validated form, or null when the runner is busy or a field is invalid (the form shows why). */
  private async readForm(read: () => Promise<FormValues>): Promise<FormValues | null> {
    if (this.runner.isBusy) return null;
    try {
      return await read();
    } catch {
      return null;
    }
  }

  private bump() {
    this.version += 1;
  }

  private done() {
    this.isDone = true;
  }

  /** Runs one action; `closes` closes the modal on success, otherwise the task and dynamics reload. */
  private async run(work: () => Promise<unknown>, closes = true) {
    const isDone = await this.runner.run(work);
    if (isDone && closes) this.done();
    if (!closes) {
      await this.load();
      this.bump();
    }
  }

  claim() {
    return this.run(
      () =>
        this.deps.client.call(api.approval.claim, {
          body: { taskId: this.taskId, requestId: requestId('r') },
        }),
      false,
    );
  }

  /**
   * Agree: validated form data first, then the preview; people for a dynamic next node are asked for, then the
   * handwritten signature when the server says the flow wants one.
   */
  async agree(read: () => Promise<FormValues>) {
    const params = await this.readForm(read);
    if (!params) return;
    const check = await this.deps.client
      .call(api.approval.approvePreview, { body: { taskId: this.taskId, params } })
      .catch(() => null);
    if (!check) return;
    let assignorList: Assignor[] | undefined;
    if (check.needActors) {
      assignorList = await this.actors.ask(check.nodes);
      if (assignorList.length === 0) return;
    }
    let signature: string | undefined;
    if (this.task.value?.signatureRequired === true) {
      signature = (await this.signature.ask()) ?? undefined;
      if (!signature) return;
    }
    const body = {
      isPass: true,
      taskId: this.taskId,
      params,
      comment: this.comment,
      assignorList,
      signature,
      requestId: requestId('r'),
    };
    await this.run(() => this.deps.client.call(api.approval.approve, { body }));
  }

  reject(params: FormValues) {
    const body = {
      isPass: false,
      taskId: this.taskId,
      params,
      comment: this.comment,
      requestId: requestId('r'),
    };
    return this.run(() => this.deps.client.call(api.approval.approve, { body }));
  }

  stage(params: FormValues) {
    return this.run(
      () =>
        this.deps.client.call(api.approval.saveData, {
          body: { id: this.taskId, params, requestId: requestId('r') },
        }),
      false,
    );
  }

  transfer(targetUserId: string, params: FormValues) {
    const body = { id: this.taskId, targetUserId, params, comment: this.comment, requestId: requestId('r') };
    return this.run(() => this.deps.client.call(api.approval.passOn, { body }));
  }

  /** Opens (true) or closes the cc picker. */
  askCc(isOpen: boolean) {
    this.isAskingCc = isOpen;
  }

  /** Cc: the chosen people get a cc entry; the task stays open and the dynamics reload. Nobody: nothing sent. */
  async cc(userIds: string[]) {
    this.askCc(false);
    if (userIds.length === 0) return;
    const body = { taskId: this.taskId, ccUserIds: userIds, requestId: requestId('c') };
    await this.run(() => this.deps.client.call(api.approval.cc, { body }), false);
  }

  fallback(nodeId: string, params: FormValues) {
    const body = {
      sourceTaskId: this.taskId,
      id: nodeId,
      params,
      comment: this.comment,
      requestId: requestId('r'),
    };
    return this.run(() => this.deps.client.call(api.approval.return, { body }));
  }
}
