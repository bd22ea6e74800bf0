import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { ProcessRowData } from '@shared/api/modules/approval';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/**
 * The template list (workflow spec §2.5): the group filter (applied at once), the name filter (applied on
 * search), publish and delete with its confirmation. A failed load shows an empty list.
 */
export class TemplateListStore {
  group = '';
  name = '';
  /** The template the delete confirmation asks about. */
  removing: ProcessRowData | undefined = undefined;
  readonly rows = new Loader<ProcessRowData[]>([]);

  constructor(private readonly deps: ModelDeps) {
    makeObservable(this, {
      group: observable,
      name: observable,
      removing: observableRef,
      setName: action,
      setGroup: action,
      askRemove: action,
      cancelRemove: action,
    });
  }

  /** Loads the list with the group and the name typed so far. */
  load() {
    const name = this.name.trim();
    const query = {
      pageNum: 1,
      limit: 500,
      ...(this.group ? { processType: this.group } : {}),
      ...(name ? { processName: name } : {}),
    };
    return this.rows.load(() =>
      this.deps.client.call(api.approval.processPage, { query }).then((page) => page.rows),
    );
  }

  setName(name: string) {
    this.name = name;
  }

  /** A new group filter applies at once. */
  setGroup(group: string) {
    this.group = group;
    return this.load();
  }

  async deploy(row: ProcessRowData) {
    const answer = await this.deps.client
      .call(api.approval.processDeploy, { query: { id: row.id } })
      .catch(() => undefined);
    if (!answer) return;
    this.deps.notify.success(this.deps.t('approval:template.published', { version: answer.version }));
    await this.load();
  }

  askRemove(row: ProcessRowData) {
    this.removing = row;
  }

  cancelRemove() {
    this.removing = undefined;
  }

  /** Deletes the template the confirmation asked about. */
  async remove() {
    const row = this.removing;
    if (!row) return;
    this.cancelRemove();
    const isDone = await this.deps.client.call(api.approval.processDelete, { query: { id: row.id } }).then(
      () => true,
      () => false,
    );
    if (!isDone) return;
    this.deps.notify.success(this.deps.t('approval:message.success'));
    await this.load();
  }
}
