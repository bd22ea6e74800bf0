import { action, makeObservable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { CallbackConfigData } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export type PushDraft = Omit<CallbackConfigData, 'id'> & { id?: string };
export type PushEvent = CallbackConfigData['events'][number];
export interface MappingRow {
  source: string;
  target: string;
}

/** Instance fields a mapping may take besides the form's fields. */
export const INSTANCE_FIELDS = [
  '$instanceId',
  '$processName',
  '$itemName',
  '$event',
  '$state',
  '$initiator',
] as const;

const blankDraft = (processId: string): PushDraft => ({
  processId,
  url: '',
  method: 'POST',
  dataFormat: 'json',
  fieldMapping: [],
  events: [],
  enabled: true,
});

/** One data push setup of a template being edited: URL, method, data format, events, field mapping; save and test push. */
export class DataPushStore {
  draft: PushDraft;

  constructor(
    private readonly deps: ModelDeps,
    readonly processId: string,
  ) {
    this.draft = blankDraft(processId);
    makeObservable(this, {
      draft: observableRef,
      edit: action,
      set: action,
      setRow: action,
      addRow: action,
      removeRow: action,
      toggleEvent: action,
    });
  }

  /** Edits a saved setup, or a new one when none is given. */
  edit(setup?: CallbackConfigData) {
    this.draft = setup ? { ...setup } : blankDraft(this.processId);
  }

  set(patch: Partial<PushDraft>) {
    this.draft = { ...this.draft, ...patch };
  }

  setRow(index: number, patch: Partial<MappingRow>) {
    this.set({
      fieldMapping: this.draft.fieldMapping.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  }

  addRow() {
    this.set({ fieldMapping: [...this.draft.fieldMapping, { source: '', target: '' }] });
  }

  removeRow(index: number) {
    this.set({ fieldMapping: this.draft.fieldMapping.filter((_, i) => i !== index) });
  }

  toggleEvent(event: PushEvent, isOn: boolean) {
    const events = this.draft.events;
    this.set({ events: isOn ? [...events, event] : events.filter((x) => x !== event) });
  }

  /** Adds or updates the settings; true when the server took them. */
  async save(): Promise<boolean> {
    const { id, ...body } = this.draft;
    const { client } = this.deps;
    try {
      if (id) await client.call(api.approval.callbackUpdate, { body: { id, ...body } });
      else {
        const added = await client.call(api.approval.callbackAdd, { body });
        this.set({ id: added.id });
      }
      this.deps.notify.success(this.deps.t('approval:message.success'));
      return true;
    } catch {
      return false;
    }
  }

  /** Sends a sample push now and tells how it went; false when there is nothing saved to test. */
  async test(): Promise<boolean> {
    const { client, notify, t } = this.deps;
    if (!this.draft.id) return false;
    const answer = await client
      .call(api.approval.pushDataTest, { query: { id: this.draft.id } })
      .catch(() => null);
    if (answer) {
      const message = t(answer.ok ? 'approval:push.testOk' : 'approval:push.testFailed', {
        status: answer.httpStatus,
        error: t(answer.error, { ns: 'approval', defaultValue: answer.error }),
      });
      if (answer.ok) notify.success(message);
      else notify.warning(message);
    }
    return true;
  }
}
