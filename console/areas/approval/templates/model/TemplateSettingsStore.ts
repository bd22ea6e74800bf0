import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { FieldAliasRow, ProcessDetailData } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { DataPushStore } from './DataPushStore';
import { PushLogStore } from './PushLogStore';

/** Template settings (workflow spec §2.5): the template, its form fields for the mapping, push settings and log. */
export class TemplateSettingsStore {
  detail: ProcessDetailData | undefined = undefined;
  fields: FieldAliasRow[] = [];
  isFailed = false;
  readonly push: DataPushStore;
  readonly log: PushLogStore;

  constructor(
    private readonly deps: ModelDeps,
    readonly processId: string,
  ) {
    this.push = new DataPushStore(deps, processId);
    this.log = new PushLogStore(deps, processId);
    makeObservable<TemplateSettingsStore, 'loaded' | 'failed'>(this, {
      detail: observableRef,
      fields: observableRef,
      isFailed: observable,
      loaded: action,
      failed: action,
    });
  }

  /** Loads the template and the fields of its forms (a form whose fields fail to load adds none). */
  async start() {
    const { client } = this.deps;
    const detail = await client
      .call(api.approval.processDetail, { query: { id: this.processId } })
      .catch(() => undefined);
    if (!detail) return this.failed();
    this.loaded(detail, []);
    void this.push.load();
    void this.log.start();
    const lists = await Promise.all(
      detail.formIds.map((formId) =>
        client.call(api.approval.fieldAliasList, { query: { formId } }).catch(() => []),
      ),
    );
    this.loaded(detail, lists.flat());
  }

  private loaded(detail: ProcessDetailData, fields: FieldAliasRow[]) {
    this.detail = detail;
    this.fields = fields;
  }

  private failed() {
    this.isFailed = true;
  }

  /** After a save or a test push the log shows the new attempts. */
  async pushed() {
    await this.log.page.reload();
  }

  async saveAndLog() {
    if (await this.push.save()) await this.pushed();
  }

  async testAndLog() {
    if (await this.push.test()) await this.pushed();
  }
}
