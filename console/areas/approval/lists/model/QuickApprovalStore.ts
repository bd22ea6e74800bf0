import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ApprovalRowData, QuickApproveResultData } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { requestId } from '../../model/ApprovalRunner';

/** One task's outcome as the results dialog lists it: the row's title beside the server's answer. */
export interface QuickOutcome extends QuickApproveResultData {
  title: string;
}

/**
 * Quick approval from the to-do list (workflow spec §6 "quick approval"): which rows may be chosen is the
 * server's answer (`canQuickApprove`); this keeps the choice, asks once for confirmation, sends the chosen tasks
 * in one call and keeps each task's outcome (approved, or refused with the server's reason) to show.
 */
export class QuickApprovalStore {
  /** Task ids chosen, in the order they were chosen. */
  chosen: string[] = [];
  isConfirming = false;
  /** The last batch's outcomes, shown until dismissed. */
  outcomes: QuickOutcome[] | null = null;
  isBusy = false;

  constructor(
    private readonly deps: ModelDeps,
    /** The rows on show now. */
    private readonly rows: () => readonly ApprovalRowData[],
    /** Called after a batch that approved at least one task (the list reloads). */
    private readonly onApproved: () => void,
  ) {
    makeObservable<QuickApprovalStore, 'finish' | 'setBusy'>(this, {
      isBusy: observable,
      setBusy: action,
      chosen: observable,
      isConfirming: observable,
      outcomes: observableRef,
      choosable: computed,
      isAllChosen: computed,
      toggle: action,
      toggleAll: action,
      confirm: action,
      cancel: action,
      dismiss: action,
      finish: action,
    });
  }

  /** Rows on show that may be approved from the list. */
  get choosable(): ApprovalRowData[] {
    return this.rows().filter((row) => row.canQuickApprove);
  }

  get isAllChosen(): boolean {
    const choosable = this.choosable;
    return choosable.length > 0 && choosable.every((row) => this.isChosen(row.taskId));
  }

  isChosen(taskId: string): boolean {
    return this.chosen.includes(taskId);
  }

  toggle(taskId: string) {
    if (!this.choosable.some((row) => row.taskId === taskId)) return;
    this.chosen = this.isChosen(taskId)
      ? this.chosen.filter((id) => id !== taskId)
      : [...this.chosen, taskId];
  }

  /** Chooses every choosable row on show, or none when all are chosen already. */
  toggleAll() {
    this.chosen = this.isAllChosen ? [] : this.choosable.map((row) => row.taskId);
  }

  /** Asks for confirmation (only with something chosen). */
  confirm() {
    if (this.chosen.length > 0) this.isConfirming = true;
  }

  cancel() {
    this.isConfirming = false;
  }

  dismiss() {
    this.outcomes = null;
  }

  private setBusy(isBusy: boolean) {
    this.isBusy = isBusy;
  }

  /**
   * Sends the chosen tasks; each one's outcome is kept to show and the choice is cleared. A failed call was
   * already shown by the client: the dialog closes and the choice stays.
   */
  async approve() {
    const taskIds = this.chosen.filter((id) => this.choosable.some((row) => row.taskId === id));
    if (taskIds.length === 0 || this.isBusy) return;
    const titles = new Map(this.rows().map((row) => [row.taskId, row.title]));
    this.setBusy(true);
    try {
      const answer = await this.deps.client.call(api.approval.quickApprove, {
        body: { taskIds, requestId: requestId('q') },
      });
      this.finish(
        answer.results.map((result) => ({ ...result, title: titles.get(result.taskId) ?? result.taskId })),
      );
    } catch {
      this.finish(null);
    } finally {
      this.setBusy(false);
    }
  }

  private finish(outcomes: QuickOutcome[] | null) {
    this.isConfirming = false;
    if (!outcomes) return;
    this.outcomes = outcomes;
    this.chosen = [];
    if (outcomes.some((outcome) => outcome.isApproved)) this.onApproved();
  }
}
