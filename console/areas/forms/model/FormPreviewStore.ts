import { api } from '@shared/api';
import type { FormDocument } from '@shared/form';
import { normaliseDocument } from '@shared/form';
import { Loader } from '../../../app/model/Loader';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { parseJsonContent } from '../formPaths';

/** A saved form shown with the real runtime: an unreadable document previews as an empty form. */
export class FormPreviewStore {
  readonly document = new Loader<FormDocument>();

  constructor(private readonly deps: ModelDeps) {}

  /** Loads the form; answers false when it could not (the client told the user and the dialog closes). */
  async load(formId: string): Promise<boolean> {
    const loaded = await this.document.load(async () => {
      const detail = await this.deps.client.call(api.approval.formDetail, { query: { id: formId } });
      const parsed = parseJsonContent(detail.jsonContent) as FormDocument | undefined;
      return normaliseDocument(
        parsed && Array.isArray(parsed.list) ? parsed : { list: [], config: {} as FormDocument['config'] },
      );
    });
    return loaded !== undefined;
  }
}
