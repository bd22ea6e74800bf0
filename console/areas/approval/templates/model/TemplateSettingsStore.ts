import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { CallbackConfigData, FieldAliasRow, ProcessDetailData } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { DataPushStore } from './DataPushStore';
import { FieldAliasStore } from './FieldAliasStore';
import { PushLogStore } from './PushLogStore';

/**
 * Template settings (workflow spec §2.5): the template, its data push setups (one edited at a time, removable after a confirmation),
 * the aliases of its form fields, and the push log (kept when a setup goes).
 */
export class TemplateSettingsStore {
  detail: ProcessDetailData | undefined = undefined;
  setups: CallbackConfigData[] = [];
  isFailed = false;
  readonly push: DataPushStore;
  readonly log: PushLogStore;
  readonly aliases: FieldAliasStore;

  constructor(
    private readonly deps: ModelDeps,
    readonly processId: string,
  ) {
    this.push = new DataPushStore(deps, processId);
    this.log = new PushLogStore(deps, processId);
    this.aliases = new FieldAliasStore(deps);
    makeObservable<TemplateSettingsStore, 'loaded' | 'failed' | 'listed'>(this, {
      detail: observableRef,
      setups: observableRef,
      isFailed: observable,
      pickSource: action,
      loaded: action,
      failed: action,
      listed: action,
    });
  }

  /** Fields of the template's forms with their saved aliases (the mapping's sources). */
  get fields(): FieldAliasRow[] {
    return this.aliases.rows;
  }

  /** Loads the template, then its setups (the first one opens for editing), the log and the form fields. */
  async start() {
    const detail = await this.deps.client
      .call(api.approval.processDetail, { query: { id: this.processId } })
      .catch(() => undefined);
    if (!detail) return this.failed();
    this.loaded(detail);
    void this.log.start();
    const listing = this.loadSetups().then(() => this.push.edit(this.setups[0]));
    await Promise.all([listing, this.aliases.load(detail.formIds)]);
  }

  /** Reloads the setups of the template. */
  async loadSetups() {
    const setups = await this.deps.client
      .call(api.approval.callbackList, { query: { processId: this.processId } })
      .catch(() => undefined);
    if (setups) this.listed(setups);
  }

  /** A source picked for a mapping row also names its target, when empty, after the field's alias or key. */
  pickSource(index: number, source: string) {
    const row = this.push.draft.fieldMapping[index];
    const field = this.fields.find((f) => f.model === source);
    const target = row?.target || (field ? field.alias || field.model : source.replace(/^\$/, ''));
    this.push.setRow(index, { source, target });
  }

  /** Removes a setup (the view asked first); its log rows stay. True when the server removed it. */
  async remove(setup: CallbackConfigData): Promise<boolean> {
    const { client, notify, t } = this.deps;
    try {
      await client.call(api.approval.callbackRemove, { query: { id: setup.id } });
    } catch {
      return false;
    }
    notify.success(t('approval:message.success'));
    await this.loadSetups();
    if (this.push.draft.id === setup.id) this.push.edit(this.setups[0]);
    return true;
  }

  private loaded(detail: ProcessDetailData) {
    this.detail = detail;
  }

  private listed(setups: CallbackConfigData[]) {
    this.setups = setups;
  }

  private failed() {
    this.isFailed = true;
  }

  /** After a save or a test push the log shows the new attempts. */
  async pushed() {
    await this.log.page.reload();
  }

  async saveAndLog() {
    if (!(await this.push.save())) return;
    await Promise.all([this.loadSetups(), this.pushed()]);
  }

  async testAndLog() {
    if (await this.push.test()) await this.pushed();
  }
}
