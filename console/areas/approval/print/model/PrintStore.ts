import { computed, makeObservable, observable, runInAction } from 'mobx';
import { api } from '@shared/api';
import type { PrintDataRow } from '@shared/api/modules/approval';
import { renderPrintTemplate } from '@shared/approval/printTemplate';
import { sanitizeHtml } from '@runtime/controls/sanitize';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { printContent } from './printContent';

/**
 * The print of an instance (workflow spec §2.6): the server's print data; for a custom template, its
 * placeholders filled in and the result cleaned once more (DOMPurify) before it is shown.
 */
export class PrintStore {
  readonly data = new Loader<PrintDataRow>();
  /** The filled-in custom template; undefined for the default layout or until it is ready. */
  customHtml: string | undefined = undefined;

  constructor(
    private readonly deps: ModelDeps,
    readonly instanceId: string,
  ) {
    makeObservable(this, { customHtml: observable, isReady: computed });
  }

  async load() {
    const data = await this.data.load(() =>
      this.deps.client.call(api.approval.printData, { query: { id: this.instanceId } }),
    );
    if (data?.template !== 'custom') return;
    const html = await sanitizeHtml(
      renderPrintTemplate(data.customTemplate, printContent(data, this.deps.t)),
    );
    runInAction(() => (this.customHtml = html));
  }

  get isReady(): boolean {
    const data = this.data.value;
    return data !== undefined && (data.template === 'default' || this.customHtml !== undefined);
  }
}
