import { flowsApi } from '@shared/api/modules/approval/flows';
import { tasksApi } from '@shared/api/modules/approval/tasks';
import type { ProcessRowData } from '@shared/api/modules/approval/flows';
import type { UserOptionRow } from '@shared/api/modules/approval/schemas';
import type { ResponseOf } from '@shared/api/contract';
import type { FormValues } from '@shared/form';
import type { ApiCall } from '@runtime/consoleDataSource';
import { Observable } from './Observable';
import { assignorsOf, peopleOf, type PickNode } from './people';
import { requestKey } from './requestKey';

export type StartForm = ResponseOf<typeof tasksApi.startForm>;

/** The published flows a person may start (the console's picker asks the same). */
export class FlowListStore extends Observable {
  rows: ProcessRowData[] = [];
  isLoading = true;
  error = '';

  constructor(private readonly call: () => ApiCall) {
    super();
  }

  async load() {
    try {
      const page = await this.call()(flowsApi.processPage, {
        query: { pageNum: 1, limit: 200, published: 1 },
      });
      this.rows = page.rows;
    } catch (error) {
      this.error = (error as Error).message;
    }
    this.isLoading = false;
    this.changed();
  }
}

/**
 * Starting an application on the phone: the flow's start form with the start node's privileges, the people the
 * flow lets the applicant pick (designated approvers, added cc), then the server's preview (people for a dynamic
 * approver) and the start. The server checks every rule again.
 */
export class StartStore extends Observable {
  form: StartForm | undefined = undefined;
  error = '';
  picks: Record<string, UserOptionRow[]> = {};
  /** Dynamic approver nodes the server's preview asked people for. */
  actorNodes: PickNode[] = [];
  isBusy = false;
  /** The new application's id once started. */
  instanceId = '';
  private readonly key = requestKey();

  constructor(
    private readonly call: () => ApiCall,
    readonly processId: string,
  ) {
    super();
  }

  async load() {
    try {
      this.form = await this.call()(tasksApi.startForm, { query: { processId: this.processId } });
    } catch (error) {
      this.error = (error as Error).message;
    }
    this.changed();
  }

  get pickNodes(): PickNode[] {
    return [...(this.form?.designateNodes ?? []), ...(this.form?.ccNodes ?? []), ...this.actorNodes];
  }

  /** The form changed: a message about its fields no longer applies. */
  formChanged() {
    if (this.error !== 'start.formInvalid') return;
    this.error = '';
    this.changed();
  }

  setPicks(nodeId: string, people: UserOptionRow[]) {
    this.picks = { ...this.picks, [nodeId]: people };
    this.changed();
  }

  /** Designated approvers and dynamic approvers must be picked; cc people are optional. */
  get missingNodes(): PickNode[] {
    const required = [...(this.form?.designateNodes ?? []), ...this.actorNodes];
    return required.filter((node) => !this.picks[node.id]?.length);
  }

  private picksBody() {
    const nodes = [...(this.form?.designateNodes ?? []), ...(this.form?.ccNodes ?? [])];
    return nodes
      .filter((node) => this.picks[node.id]?.length)
      .map((node) => ({ nodeId: node.id, people: peopleOf([node], this.picks) }));
  }

  async submit(readForm: () => Promise<FormValues>) {
    if (this.isBusy || !this.form) return;
    let params: FormValues;
    try {
      params = await readForm();
    } catch {
      this.error = 'start.formInvalid';
      this.changed();
      return;
    }
    if (this.missingNodes.length) {
      this.error = 'start.needPeople';
      this.changed();
      return;
    }
    this.isBusy = true;
    this.error = '';
    this.changed();
    try {
      await this.start(params);
    } catch (error) {
      this.error = (error as Error).message;
    } finally {
      this.isBusy = false;
      this.changed();
    }
  }

  private async start(params: FormValues) {
    const call = this.call();
    const picks = this.picksBody();
    if (this.actorNodes.length === 0) {
      const check = await call(tasksApi.startPreview, { body: { processId: this.processId, params, picks } });
      if (check.needActors) {
        this.actorNodes = check.nodes;
        this.error = 'start.needPeople';
        return;
      }
    }
    const assignorList = assignorsOf(this.actorNodes, this.picks);
    const { instanceId } = await call(tasksApi.start, {
      body: { processId: this.processId, params, picks, assignorList, requestId: this.key },
    });
    this.instanceId = instanceId;
  }
}
