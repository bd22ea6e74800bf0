import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api, type ResponseOf } from '@shared/api';
import type { ProcessRowData, UserOptionRow } from '@shared/api/modules/approval';
import type { FormValues } from '@shared/form';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { ApprovalRunner, requestId } from '../../model/ApprovalRunner';
import { DegreeOptions } from '../../model/DegreeOptions';
import { ActorRequest, type Assignor } from '../../task/model/ActorRequest';

export type StartForm = ResponseOf<typeof api.approval.startForm>;
export type PickNode = StartForm['designateNodes'][number];

/** The template groups in the order the picker shows them. */
export const TEMPLATE_GROUPS = [
  'hr',
  'attendance',
  'administration',
  'finance',
  'payroll',
  'assets',
] as const;

/**
 * Starting an application: pick a published template, fill its form, name and urgency, and submit; people for a
 * dynamic approver reached at the start are asked for first. When the flow asks for them (the start form says
 * so), the applicant also picks approvers of initiator-selects nodes, adds cc people and may submit for another
 * member (workflow spec §6).
 */
export class StartApplicationStore {
  /** The published templates; an empty list when the load failed. */
  readonly templates = new Loader<ProcessRowData[]>([]);
  chosen: StartForm | undefined = undefined;
  itemName = '';
  degree = 1;
  comment = '';
  readonly degrees: DegreeOptions;
  readonly runner: ApprovalRunner;
  readonly actors = new ActorRequest();
  /** People the applicant picked per node (designate approver, added cc people); the server listed the nodes. */
  picks: Record<string, Assignor[]> = {};
  /** The node whose picker is open. */
  picking: PickNode | undefined = undefined;
  /** Set by a submit with designate nodes left empty: the view marks them. */
  showsPickErrors = false;
  /** Submit for others: the member the application is for ('' for the applicant themselves). */
  onBehalfOf = '';
  /** Tenant members offered for submit for others (loaded when the chosen flow allows it). */
  readonly members = new Loader<UserOptionRow[]>([]);

  constructor(private readonly deps: ModelDeps) {
    this.degrees = new DegreeOptions(deps);
    this.runner = new ApprovalRunner(deps);
    makeObservable<StartApplicationStore, 'picked'>(this, {
      chosen: observableRef,
      itemName: observable,
      degree: observable,
      comment: observable,
      picks: observableRef,
      picking: observableRef,
      showsPickErrors: observable,
      onBehalfOf: observable,
      missingPicks: computed,
      openPicker: action,
      answerPicker: action,
      setOnBehalfOf: action,
      picked: action,
      back: action,
      setItemName: action,
      setDegree: action,
      setComment: action,
    });
  }

  start() {
    void this.degrees.load();
    return this.templates.load(() =>
      this.deps.client
        .call(api.approval.processPage, { query: { pageNum: 1, limit: 200, published: 1 } })
        .then((page) => page.rows),
    );
  }

  /** The groups that have templates, each with its templates. */
  groups(): { group: string; rows: ProcessRowData[] }[] {
    const rows = this.templates.value ?? [];
    return TEMPLATE_GROUPS.map((group) => ({
      group,
      rows: rows.filter((row) => row.processType === group),
    })).filter((g) => g.rows.length > 0);
  }

  async pick(row: ProcessRowData) {
    const form = await this.deps.client
      .call(api.approval.startForm, { query: { processId: row.id } })
      .catch(() => undefined);
    if (form) this.picked(form);
  }

  private picked(form: StartForm) {
    this.chosen = form;
    this.picks = {};
    this.showsPickErrors = false;
    this.onBehalfOf = '';
    if (form.submitForOthers && !this.members.value?.length)
      void this.members.load(() => this.deps.client.call(api.approval.userOptions, { query: {} }));
  }

  back() {
    this.chosen = undefined;
  }

  /** Designate nodes nobody was picked for yet. */
  get missingPicks(): PickNode[] {
    return (this.chosen?.designateNodes ?? []).filter((node) => (this.picks[node.id] ?? []).length === 0);
  }

  openPicker(node: PickNode) {
    this.picking = node;
  }

  /** The picker's answer; an empty answer (cancel) keeps what was picked before. */
  answerPicker(people: Assignor[]) {
    const node = this.picking;
    this.picking = undefined;
    if (node && people.length > 0) this.picks = { ...this.picks, [node.id]: people };
  }

  setOnBehalfOf(userId: string) {
    this.onBehalfOf = userId;
  }

  private picksBody() {
    return Object.entries(this.picks).map(([nodeId, people]) => ({ nodeId, people }));
  }

  setItemName(itemName: string) {
    this.itemName = itemName;
  }

  setDegree(degree: number) {
    this.degree = degree;
  }

  setComment(comment: string) {
    this.comment = comment;
  }

  /** Validated form data first; true when the application was started. */
  async submit(read: () => Promise<FormValues>): Promise<boolean> {
    const chosen = this.chosen;
    if (!chosen || this.runner.isBusy) return false;
    if (this.missingPicks.length > 0) {
      runInAction(() => (this.showsPickErrors = true));
      return false;
    }
    let params: FormValues;
    try {
      params = await read();
    } catch {
      return false;
    }
    const { client } = this.deps;
    return this.runner.run(async () => {
      const check = await client.call(api.approval.startPreview, {
        body: { processId: chosen.processId, params, picks: this.picksBody() },
      });
      let assignorList: Assignor[] | undefined;
      if (check.needActors) {
        assignorList = await this.actors.ask(check.nodes);
        if (assignorList.length === 0) throw new Error('no people chosen');
      }
      const itemName = this.itemName.trim();
      await client.call(api.approval.start, {
        body: {
          processId: chosen.processId,
          params,
          degree: this.degree,
          comment: this.comment,
          requestId: requestId('s'),
          ...(itemName ? { itemName } : {}),
          ...(assignorList ? { assignorList } : {}),
          picks: this.picksBody(),
          ...(this.onBehalfOf ? { onBehalfOf: this.onBehalfOf } : {}),
        },
      });
    });
  }
}
