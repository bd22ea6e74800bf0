import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api } from '@shared/api';
import type { DiagnosisData, SlowTaskRow } from '@shared/api/modules/analytics/diagnosis';
import { MAX_CUSTOM_DAYS, type AnalyticsPeriod } from '@shared/api/modules/analytics/schemas';
import { loadModelContent } from '@shared/flow/modelContent';
import type { FlowNode } from '@shared/flow/types';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { heatScale, slowestPath, type HeatScale, type SlowestPath } from './diagnosisFigures';
import { diagnosisWorkbook, workbookFileName } from './diagnosisWorkbook';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A calendar date's UTC midnight, or NaN when it is not a real date. */
const dayOf = (text: string): number => {
  if (!DATE.test(text)) return Number.NaN;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? Number.NaN : time;
};

type Load<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'done'; value: T };

/**
 * The efficiency diagnosis of one flow (workflow spec §6): the period (a preset or a checked custom range), the
 * figures of `GET /analytics/diagnosis`, the flow's design to draw them on, the heat scale of its nodes, and
 * the slowest open tasks of the node the user picked. A refusal (setting off, no such flow) is shown on the
 * screen with the server's message rather than as a toast.
 */
export class DiagnosisStore {
  period: AnalyticsPeriod = '30d';
  from = '';
  to = '';
  /** Key (analytics:reason.*) of what is wrong with the custom range, shown once the user applies it. */
  rangeError: { field: 'from' | 'to'; key: string; values?: Record<string, unknown> } | null = null;
  figures: Load<DiagnosisData> = { state: 'idle' };
  /** The flow's current design; null when it cannot be drawn. */
  design: FlowNode | null = null;
  selectedNodeId: string | null = null;
  nodeTasks: Load<SlowTaskRow[]> = { state: 'idle' };
  /** The listed open task whose application is shown (as the approval lists open one), or null. */
  openedTask: SlowTaskRow | null = null;
  isExporting = false;
  private sequence = 0;
  private taskSequence = 0;

  constructor(
    private readonly deps: ModelDeps,
    readonly processId: string,
    /** Minutes east of UTC of the reader's clock (days of the period are counted in it). */
    private readonly tzOffset = -new Date().getTimezoneOffset(),
  ) {
    makeObservable<DiagnosisStore, 'query'>(this, {
      period: observable,
      from: observable,
      to: observable,
      rangeError: observableRef,
      figures: observableRef,
      design: observableRef,
      selectedNodeId: observable,
      nodeTasks: observableRef,
      isExporting: observable,
      exportWorkbook: action,
      data: computed,
      heat: computed,
      slowestPath: computed,
      selectedNode: computed,
      query: computed,
      setPeriod: action,
      setFrom: action,
      setTo: action,
      applyRange: action,
      load: action,
      selectNode: action,
      openedTask: observableRef,
      openTask: action,
      closeTask: action,
    });
  }

  /** Loads the design (once) and the figures of the default period. */
  async start() {
    await Promise.all([this.loadDesign(), this.load()]);
  }

  get data(): DiagnosisData | undefined {
    return this.figures.state === 'done' ? this.figures.value : undefined;
  }

  get heat(): HeatScale {
    return heatScale(this.data?.nodes ?? []);
  }

  /** The path through the flow whose p90 waits add up to the most (on the current design). */
  get slowestPath(): SlowestPath | null {
    return this.design && this.data ? slowestPath(this.design, this.data.nodes) : null;
  }

  get selectedNode() {
    return this.data?.nodes.find((n) => n.nodeId === this.selectedNodeId);
  }

  /** A preset applies at once; `custom` waits for the dates (applyRange). */
  setPeriod(period: AnalyticsPeriod) {
    this.period = period;
    this.rangeError = null;
    if (period !== 'custom') return this.load();
    return Promise.resolve();
  }

  setFrom(value: string) {
    this.from = value;
  }

  setTo(value: string) {
    this.to = value;
  }

  /** Checks the custom range as the server would, then loads it. False when the range is refused. */
  async applyRange(): Promise<boolean> {
    const from = dayOf(this.from);
    const to = dayOf(this.to);
    if (!this.from) this.rangeError = { field: 'from', key: 'reason.customNeedsDates' };
    else if (Number.isNaN(from)) this.rangeError = { field: 'from', key: 'reason.notADate' };
    else if (!this.to) this.rangeError = { field: 'to', key: 'reason.customNeedsDates' };
    else if (Number.isNaN(to)) this.rangeError = { field: 'to', key: 'reason.notADate' };
    else if (to < from) this.rangeError = { field: 'to', key: 'reason.beforeFrom' };
    else if ((to - from) / DAY_MS + 1 > MAX_CUSTOM_DAYS)
      this.rangeError = { field: 'to', key: 'reason.rangeTooLong', values: { limit: MAX_CUSTOM_DAYS } };
    else this.rangeError = null;
    if (this.rangeError) return false;
    await this.load();
    return true;
  }

  private get query() {
    return {
      processId: this.processId,
      period: this.period,
      tzOffset: this.tzOffset,
      ...(this.period === 'custom' ? { from: this.from, to: this.to } : {}),
    };
  }

  /** Loads the figures of the chosen period; the picked node's tasks follow the new period. */
  async load() {
    const request = ++this.sequence;
    const query = this.query;
    this.figures = { state: 'loading' };
    try {
      const value = await this.deps.client.call(api.analytics.flowDiagnosis, { query }, { silent: true });
      if (request !== this.sequence) return;
      runInAction(() => {
        this.figures = { state: 'done', value };
        if (this.selectedNodeId && !value.nodes.some((n) => n.nodeId === this.selectedNodeId))
          this.selectedNodeId = null;
      });
      if (this.selectedNodeId) await this.loadNodeTasks(this.selectedNodeId);
    } catch (error) {
      if (request !== this.sequence) return;
      runInAction(() => (this.figures = { state: 'failed', message: (error as Error).message }));
    }
  }

  /** Picks a node (on the chart or in the table) and lists its slowest open tasks; picking it again closes it. */
  selectNode(nodeId: string | null) {
    if (nodeId !== null && nodeId === this.selectedNodeId) nodeId = null;
    this.openedTask = null;
    this.selectedNodeId = nodeId;
    if (nodeId === null) {
      this.taskSequence++;
      this.nodeTasks = { state: 'idle' };
      return Promise.resolve();
    }
    return this.loadNodeTasks(nodeId);
  }

  /** Opens the application of one of the listed tasks. */
  openTask(taskId: string) {
    const rows = this.nodeTasks.state === 'done' ? this.nodeTasks.value : [];
    this.openedTask = rows.find((row) => row.taskId === taskId) ?? null;
  }

  /** Closes the application; when something was done there (urged, recalled), the list is read again. */
  closeTask(isChanged: boolean) {
    this.openedTask = null;
    if (isChanged && this.selectedNodeId) return this.loadNodeTasks(this.selectedNodeId);
    return Promise.resolve();
  }

  private async loadNodeTasks(nodeId: string) {
    const request = ++this.taskSequence;
    runInAction(() => (this.nodeTasks = { state: 'loading' }));
    try {
      const answer = await this.deps.client.call(
        api.analytics.flowNodeTasks,
        { query: { ...this.query, nodeId, limit: 20 } },
        { silent: true },
      );
      if (request === this.taskSequence)
        runInAction(() => (this.nodeTasks = { state: 'done', value: answer.rows }));
    } catch (error) {
      if (request === this.taskSequence)
        runInAction(() => (this.nodeTasks = { state: 'failed', message: (error as Error).message }));
    }
  }

  /** The figures shown as an Excel file; undefined (and the user told) when it could not be written. */
  async exportWorkbook(): Promise<{ fileName: string; content: ArrayBuffer } | undefined> {
    const data = this.data;
    if (!data || this.isExporting) return undefined;
    this.isExporting = true;
    try {
      const content = await diagnosisWorkbook(data, this.deps.t);
      return { fileName: workbookFileName(data, this.deps.t), content };
    } catch {
      this.deps.notify.error(this.deps.t('analytics:export.failed'));
      return undefined;
    } finally {
      runInAction(() => (this.isExporting = false));
    }
  }

  private async loadDesign() {
    const detail = await this.deps.client
      .call(api.approval.processDetail, { query: { id: this.processId } }, { silent: true })
      .catch(() => undefined);
    const loaded = detail?.modelContent ? loadModelContent(detail.modelContent) : undefined;
    runInAction(() => (this.design = loaded?.ok ? loaded.root : null));
  }
}
