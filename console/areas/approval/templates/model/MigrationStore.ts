import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api } from '@shared/api';
import type { MigrationDryRunData } from '@shared/api/modules/approval';
import { Loader } from '../../../../app/model/Loader';
import { fieldOf } from '../../../../app/model/fieldError';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { requestId } from '../../model/ApprovalRunner';

export interface VersionChoice {
  version: number;
  running: number;
}

/** Applications moved per request: each batch answers before the next one starts (the progress bar moves). */
export const MIGRATION_BATCH = 25;

export interface MigrationResult {
  moved: number;
  stayed: number;
}

/**
 * "Move running applications" of one flow (issue 30): the source and target versions, the dry run the server
 * plans for them, the node chosen for each node the target no longer has, and the execution in batches with its
 * progress and result. The server decides every landing; this model only asks and shows.
 */
export class MigrationStore {
  fromVersion = 0;
  toVersion = 0;
  /** Gone node id → target node id the administrator picked. */
  mapping: Record<string, string> = {};
  readonly versions = new Loader<VersionChoice[]>([]);
  readonly plan = new Loader<MigrationDryRunData | null>(null);
  progress: { done: number; total: number } | null = null;
  result: MigrationResult | null = null;
  /** Why the server made no plan for the chosen versions (it names the field), shown beside that field. */
  planProblem: { field: string; message: string } | null = null;

  constructor(
    private readonly deps: ModelDeps,
    readonly processId: string,
  ) {
    makeObservable(this, {
      fromVersion: observable,
      toVersion: observable,
      mapping: observableRef,
      progress: observableRef,
      result: observableRef,
      planProblem: observableRef,
      movable: computed,
      isRunning: computed,
      setFrom: action,
      setTo: action,
      setMapping: action,
    });
  }

  get movable(): number {
    return this.plan.value?.moving ?? 0;
  }

  get isRunning(): boolean {
    return this.progress !== null && this.result === null;
  }

  /** The flow's published versions (the Versions tab's list), oldest first. */
  private loadVersions() {
    return this.versions.load(async () => {
      const rows = await this.deps.client.call(api.approval.processVersions, {
        query: { id: this.processId },
      });
      return rows
        .map((row) => ({ version: row.version, running: row.runningCount }))
        .sort((a, b) => a.version - b.version);
    });
  }

  /** Loads the versions; the source is the oldest with running applications, the target the newest. */
  async start() {
    const versions = await this.loadVersions();
    if (!versions || versions.length < 2) return;
    const newest = versions[versions.length - 1] as VersionChoice;
    const source = versions.find((row) => row.running > 0 && row !== newest) ?? versions[0];
    runInAction(() => {
      this.fromVersion = source?.version ?? 0;
      this.toVersion = newest.version;
    });
    await this.dryRun();
  }

  setFrom(version: number) {
    this.fromVersion = version;
    this.mapping = {};
    return this.dryRun();
  }

  setTo(version: number) {
    this.toVersion = version;
    this.mapping = {};
    return this.dryRun();
  }

  /** A mapping changes where applications land: the server plans again. */
  setMapping(nodeId: string, targetId: string) {
    const { [nodeId]: _previous, ...rest } = this.mapping;
    this.mapping = targetId ? { ...rest, [nodeId]: targetId } : rest;
    return this.dryRun();
  }

  private body() {
    return {
      id: this.processId,
      fromVersion: this.fromVersion,
      toVersion: this.toVersion,
      mapping: this.mapping,
    };
  }

  /** The server plans the chosen versions; a choice it refuses (the same version twice) is shown at its field. */
  dryRun() {
    runInAction(() => {
      this.result = null;
      this.planProblem = null;
    });
    if (!this.fromVersion || !this.toVersion) {
      this.plan.set(null);
      return Promise.resolve(undefined);
    }
    return this.plan.load(() =>
      this.deps.client
        .call(api.approval.migrationDryRun, { body: this.body() }, { silent: true })
        .catch((error: unknown) => {
          const problem = fieldOf(error);
          runInAction(() => (this.planProblem = problem ?? null));
          if (!problem) this.deps.notify.error(error instanceof Error ? error.message : String(error));
          throw error;
        }),
    );
  }

  /** Moves the applications batch by batch under one request id; a failed batch stops with what was done. */
  async execute() {
    const total = this.plan.value?.total ?? 0;
    const key = requestId('migrate');
    const tally: MigrationResult = { moved: 0, stayed: 0 };
    runInAction(() => (this.progress = { done: 0, total }));
    let after: string | undefined;
    do {
      const body = { ...this.body(), requestId: key, limit: MIGRATION_BATCH, ...(after ? { after } : {}) };
      const answer = await this.deps.client
        .call(api.approval.migrationExecute, { body })
        .catch(() => undefined);
      if (!answer) break;
      for (const outcome of answer.outcomes) tally[outcome.moved ? 'moved' : 'stayed'] += 1;
      after = answer.next;
      runInAction(() => (this.progress = { done: tally.moved + tally.stayed, total }));
    } while (after);
    runInAction(() => (this.result = tally));
    await this.loadVersions();
  }
}
