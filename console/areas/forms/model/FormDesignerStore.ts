import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { FormDocument } from '@shared/form';
// The importer alone (the package face also loads the designer's views).
import { parseImport } from '@studio/form/model/importDocument';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { NEW_FORM_ID, parseJsonContent } from '../formPaths';

export interface LoadedForm {
  document: FormDocument | undefined;
  formName: string;
  remark: string;
}

/**
 * The console host of the form designer: loads a saved form ('new' starts empty), keeps the name typed above the
 * designer, and saves the document (creating the form the first time).
 */
export class FormDesignerStore {
  /** '' until a new form was saved. */
  formId = '';
  /** The form to open: null while loading, 'missing' when the server has no such form. */
  loaded: LoadedForm | null | 'missing' = null;
  formName = '';
  private sequence = 0;

  constructor(private readonly deps: ModelDeps) {
    makeObservable<FormDesignerStore, 'setLoaded'>(this, {
      formId: observable,
      loaded: observableRef,
      formName: observable,
      setFormName: action,
      setFormId: action,
      setLoaded: action,
    });
  }

  /** Opens the form the address names; an unreadable document opens as an empty form. */
  async open(routeId: string) {
    const request = ++this.sequence;
    if (routeId === NEW_FORM_ID) {
      if (this.loaded === null) this.setLoaded({ document: undefined, formName: '', remark: '' });
      return;
    }
    if (this.formId === '' && this.loaded === null) this.setFormId(routeId);
    try {
      const detail = await this.deps.client.call(api.approval.formDetail, { query: { id: routeId } });
      if (request !== this.sequence) return;
      const parsed = parseImport(parseJsonContent(detail.jsonContent) ?? {});
      this.setLoaded({
        document: parsed.ok ? parsed.document : undefined,
        formName: detail.formName,
        remark: detail.remark,
      });
      this.setFormName(detail.formName);
    } catch {
      if (request === this.sequence) this.setLoaded('missing');
    }
  }

  setFormName(formName: string) {
    this.formName = formName;
  }

  setFormId(formId: string) {
    this.formId = formId;
  }

  /**
   * Saves `document` under the typed name (a blank name is refused with a warning). Answers the new form's id when
   * this save created it (the view moves the address there), else undefined; a refusal was shown by the client.
   */
  async save(document: FormDocument): Promise<string | undefined> {
    const name = this.formName.trim();
    if (!name) {
      this.deps.notify.warning(this.deps.t('formDesigner:host.nameRequired'));
      return undefined;
    }
    const loaded = this.loaded;
    const body = {
      formName: name,
      jsonContent: JSON.stringify(document),
      remark: loaded && loaded !== 'missing' ? loaded.remark : '',
    };
    const wasNew = this.formId === '';
    let id: string;
    try {
      ({ id } = await this.deps.client.call(api.approval.formUpdate, {
        body: wasNew ? body : { id: this.formId, ...body },
      }));
    } catch {
      return undefined;
    }
    this.deps.notify.success(this.deps.t('formDesigner:host.saved'));
    if (!wasNew) return undefined;
    this.setFormId(id);
    return id;
  }

  private setLoaded(loaded: LoadedForm | 'missing') {
    this.loaded = loaded;
  }
}
