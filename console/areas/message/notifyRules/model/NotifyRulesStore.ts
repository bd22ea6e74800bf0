import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ProcessRowData } from '@shared/api/modules/approval/flows';
import type { ChannelViewRow, NotifyRuleViewRow } from '@shared/api/modules/messaging/channelSchemas';
import type { TemplateViewRow } from '@shared/api/modules/messaging/templateSchemas';
import { TEMPLATE_EVENTS, type TemplateEvent } from '@shared/messaging/templateEvents';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/** An event's rule as edited: the template and the channels that carry it. */
export interface RuleDraft {
  templateId: string;
  channelIds: string[];
}

const ENABLED = { pageNum: 1, limit: 1000, status: '0' } as const;
const EMPTY_DRAFT: RuleDraft = { templateId: '', channelIds: [] };

/**
 * Approval notifications (console spec §2.3 "Notification"): for each approval event, the template and the channels
 * that carry it, for the whole tenant or for one flow (a flow's rule overrides the tenant's for its event).
 */
export class NotifyRulesStore {
  /** '' for the tenant-wide rules, else the flow whose rules are shown. */
  flowId = '';
  drafts: Partial<Record<TemplateEvent, RuleDraft>> = {};
  readonly rules = new Loader<NotifyRuleViewRow[]>([]);
  readonly flows = new Loader<ProcessRowData[]>([]);
  readonly templates = new Loader<TemplateViewRow[]>([]);
  readonly channels = new Loader<ChannelViewRow[]>([]);
  readonly actions: ActionRunner;
  /** The event whose save or delete is running. */
  busyEvent: TemplateEvent | '' = '';

  constructor(private readonly deps: ModelDeps) {
    this.actions = new ActionRunner(deps);
    makeObservable<NotifyRulesStore, 'setBusyEvent'>(this, {
      flowId: observable,
      drafts: observableRef,
      busyEvent: observable,
      shownRules: computed,
      setFlow: action,
      edit: action,
      resetDrafts: action,
      setBusyEvent: action,
    });
  }

  /** Loads what the editors offer (flows, enabled templates and channels) and the tenant's rules. */
  start() {
    const { client } = this.deps;
    void this.flows.load(
      async () => (await client.call(api.approval.processPage, { query: { pageNum: 1, limit: 999 } })).rows,
    );
    void this.templates.load(
      async () => (await client.call(api.messaging.templatePage, { body: ENABLED })).rows,
    );
    void this.channels.load(
      async () => (await client.call(api.messaging.channelPage, { body: ENABLED })).rows,
    );
    return this.loadRules();
  }

  /** The rules of the chosen scope, by event. */
  get shownRules(): Partial<Record<TemplateEvent, NotifyRuleViewRow>> {
    return Object.fromEntries(
      (this.rules.value ?? []).filter((r) => r.flowId === this.flowId).map((r) => [r.event, r]),
    );
  }

  /** The rule of `event` as edited, or as stored, or empty. */
  draftOf(event: TemplateEvent): RuleDraft {
    const rule = this.shownRules[event];
    return (
      this.drafts[event] ??
      (rule ? { templateId: rule.templateId, channelIds: rule.channelIds } : EMPTY_DRAFT)
    );
  }

  /** Whether the draft of `event` differs from what is stored. */
  isChanged(event: TemplateEvent): boolean {
    const draft = this.drafts[event];
    if (!draft) return false;
    const rule = this.shownRules[event];
    return (
      draft.templateId !== (rule?.templateId ?? '') ||
      [...draft.channelIds].sort().join() !== [...(rule?.channelIds ?? [])].sort().join()
    );
  }

  /** Templates written for `event`. */
  templatesOf(event: TemplateEvent): TemplateViewRow[] {
    return (this.templates.value ?? []).filter((t) => t.event === event);
  }

  /** Every event in the editor's order. */
  get events(): readonly TemplateEvent[] {
    return TEMPLATE_EVENTS;
  }

  setFlow(flowId: string) {
    this.flowId = flowId;
    this.drafts = {};
    return this.loadRules();
  }

  edit(event: TemplateEvent, change: Partial<RuleDraft>) {
    this.drafts = { ...this.drafts, [event]: { ...this.draftOf(event), ...change } };
  }

  resetDrafts(events: readonly TemplateEvent[]) {
    const drafts = { ...this.drafts };
    for (const event of events) delete drafts[event];
    this.drafts = drafts;
  }

  /** Saves the rule of `event` (adds it or replaces the scope's rule of that event). */
  async save(event: TemplateEvent) {
    const { templateId, channelIds } = this.draftOf(event);
    const body = { event, templateId, channelIds, ...(this.flowId ? { flowId: this.flowId } : {}) };
    await this.write(event, () => this.deps.client.call(api.messaging.notifyRuleSave, { body }));
  }

  /** Removes the rule of `event` (the view asked first); the tenant's rule applies again to a flow. */
  async remove(event: TemplateEvent) {
    const rule = this.shownRules[event];
    if (!rule) return this.resetDrafts([event]);
    const body = { ruleId: rule.ruleId };
    await this.write(event, () => this.deps.client.call(api.messaging.notifyRuleDelete, { body }));
  }

  private async write(event: TemplateEvent, work: () => Promise<unknown>) {
    this.setBusyEvent(event);
    const isDone = await this.actions.run(work);
    this.setBusyEvent('');
    if (!isDone) return;
    await this.loadRules();
    this.resetDrafts([event]);
  }

  private setBusyEvent(event: TemplateEvent | '') {
    this.busyEvent = event;
  }

  private loadRules() {
    const { client } = this.deps;
    const body = this.flowId ? { flowId: this.flowId } : {};
    return this.rules.load(() => client.call(api.messaging.notifyRuleList, { body }));
  }
}
