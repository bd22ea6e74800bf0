import { action, makeObservable, observable, observableRef } from 'mobx';
import { api, type ResponseOf } from '@shared/api';
import type { ProcessRowData } from '@shared/api/modules/approval';
import type { FormValues } from '@shared/form';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { ApprovalRunner, requestId } from '../../model/ApprovalRunner';
import { DegreeOptions } from '../../model/DegreeOptions';
import { ActorRequest, type Assignor } from '../../task/model/ActorRequest';

export type StartForm = ResponseOf<typeof api.approval.startForm>;

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
 * dynamic approver reached at the start are asked for first.
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

  constructor(private readonly deps: ModelDeps) {
    this.degrees = new DegreeOptions(deps);
    this.runner = new ApprovalRunner(deps);
    makeObservable<StartApplicationStore, 'picked'>(this, {
      chosen: observableRef,
      itemName: observable,
      degree: observable,
      comment: observable,
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
  }

  back() {
    this.chosen = undefined;
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
    let params: FormValues;
    try {
      params = await read();
    } catch {
      return false;
    }
    const { client } = this.deps;
    return this.runner.run(async () => {
      const check = await client.call(api.approval.startPreview, {
        body: { processId: chosen.processId, params },
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
        },
      });
    });
  }
}
