import { action, computed, makeObservable, observable } from 'mobx';
import { api } from '@shared/api';
import type { HomeData, TodoItemRow } from '@shared/api/modules/analytics';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { DegreeOptions } from '../../../areas/approval/model/DegreeOptions';
import { instanceStateKey } from '../../../areas/approval/model/timelineView';

/** How many of the oldest to-dos the page lists. */
export const OLDEST_SHOWN = 5;

/** One bar: what it counts (a label, or an i18n key with its namespace), how many, and its length (0–1). */
export interface CountBar {
  id: string;
  /** A label as the server or a dictionary gives it. */
  label?: string;
  /** Or an i18n key (`approval:state.instance.approved`). */
  labelKey?: string;
  count: number;
  /** The count against the largest count of its chart (0 when everything is 0). */
  share: number;
}

/** A flow's open instances, with its overtime tasks. */
export interface FlowBar extends CountBar {
  overtimeTasks: number;
}

/** Age buckets of TODO_AGE_BOUNDS, in order: under a day, 1–3 days, 3–7 days, a week or more. */
export const AGE_KEYS = ['underDay', 'upTo3Days', 'upTo7Days', 'overWeek'] as const;

/** A waiting time in the largest whole unit that fits (Intl formats it in the reader's language). */
export interface Waited {
  value: number;
  unit: 'day' | 'hour' | 'minute';
}

export const waitedOf = (seconds: number): Waited =>
  seconds >= 86_400
    ? { value: Math.floor(seconds / 86_400), unit: 'day' }
    : seconds >= 3_600
      ? { value: Math.floor(seconds / 3_600), unit: 'hour' }
      : { value: Math.max(1, Math.floor(seconds / 60)), unit: 'minute' };

const withShares = (bars: Omit<CountBar, 'share'>[]): CountBar[] => {
  const max = Math.max(0, ...bars.map((b) => b.count));
  return bars.map((b) => ({ ...b, share: max > 0 ? b.count / max : 0 }));
};

/**
 * The home page (console spec §2.1 /home): the signed-in user's to-dos by urgency and by age with the oldest first,
 * their applications by state, and for workflow managers the tenant's open instances per flow. It also holds which
 * to-do is open in the approval modal, and reloads the figures when an action on it changed something.
 */
export class HomeStore {
  readonly data = new Loader<HomeData>();
  readonly degrees: DegreeOptions;
  /** The to-do open in the approval modal, if any. */
  openTaskId: string | null = null;
  /** Whether the start-an-application dialog is open. */
  isStarting = false;

  constructor(private readonly deps: ModelDeps) {
    this.degrees = new DegreeOptions(deps);
    makeObservable(this, {
      openTaskId: observable,
      isStarting: observable,
      openTask: action,
      closeTask: action,
      startApplication: action,
      closeStart: action,
      isLoading: computed,
      isFailed: computed,
      todoByDegree: computed,
      todoByAge: computed,
      applicationsByState: computed,
      flows: computed,
    });
  }

  /** First load: the urgency names and the figures. */
  start() {
    void this.degrees.load();
    return this.reload();
  }

  /** Loads the figures again (the retry of the error state, and after a to-do was handled). */
  reload() {
    return this.data.load(() =>
      this.deps.client.call(api.analytics.home, { query: { oldest: OLDEST_SHOWN } }, { silent: true }),
    );
  }

  /** True until the first answer (a reload keeps the figures shown). */
  get isLoading(): boolean {
    return this.data.value === undefined && !this.data.failed;
  }

  get isFailed(): boolean {
    return this.data.failed && this.data.value === undefined;
  }

  /** Urgencies of the to-dos, most urgent first, named from Jflow_Degree. */
  get todoByDegree(): CountBar[] {
    const rows = this.data.value?.todo.byDegree ?? [];
    return withShares(
      rows.map((r) => ({ id: `degree-${r.degree}`, label: this.degrees.label(r.degree), count: r.count })),
    );
  }

  /** Every age bucket, youngest first. */
  get todoByAge(): CountBar[] {
    const rows = this.data.value?.todo.byAge ?? [];
    return withShares(
      rows.map((r) => ({
        id: `age-${r.index}`,
        labelKey: `console:home.age.${AGE_KEYS[r.index] ?? 'overWeek'}`,
        count: r.count,
      })),
    );
  }

  get hasTodos(): boolean {
    return (this.data.value?.todo.total ?? 0) > 0;
  }

  get oldestTodos(): TodoItemRow[] {
    return this.data.value?.todo.oldest ?? [];
  }

  degreeLabel(degree: number): string {
    return this.degrees.label(degree);
  }

  /** Every instance state, named as the approval lists name them. */
  get applicationsByState(): CountBar[] {
    const rows = this.data.value?.applications.byState ?? [];
    return withShares(
      rows.map((r) => ({
        id: `state-${r.state}`,
        labelKey: `approval:${instanceStateKey(r.state)}`,
        count: r.count,
      })),
    );
  }

  /** Open instances per flow with their overtime tasks (managers only; undefined for others). */
  get flows(): FlowBar[] | undefined {
    const workflow = this.data.value?.workflow;
    if (!workflow) return undefined;
    const overtimeOf = new Map(workflow.byFlow.map((f) => [f.processId, f.overtimeTasks]));
    return withShares(
      workflow.byFlow.map((f) => ({ id: f.processId, label: f.processName, count: f.openInstances })),
    ).map((bar) => ({ ...bar, overtimeTasks: overtimeOf.get(bar.id) ?? 0 }));
  }

  openTask(taskId: string) {
    this.openTaskId = taskId;
  }

  /** Closes the approval modal; when the action changed the task, the figures are loaded again. */
  closeTask(changed: boolean) {
    this.openTaskId = null;
    if (changed) void this.reload();
  }

  startApplication() {
    this.isStarting = true;
  }

  /** Closes the start dialog; a started application shows in the figures at once. */
  closeStart(changed: boolean) {
    this.isStarting = false;
    if (changed) void this.reload();
  }
}
