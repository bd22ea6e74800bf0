import { action, makeObservable, observable, observableRef } from 'mobx';
import { api } from '@shared/api';
import type { FlowDesignerOutput, FlowDesignerServices, FlowDocumentInit } from '@studio/flow';
import type { ModelDeps } from '../../../app/model/ModelDeps';
import { formFieldsOf, mergeFields } from '@shared/flow/formFields';
import { ancestorsIn } from './organisationAncestors';
import { fromDetail, toSaveBody } from './flowPayload';

/** What the designer gets from the server: the forms to bind and their fields (the pickers come from the view). */
export type FlowFormSource = Pick<
  FlowDesignerServices,
  'listForms' | 'loadFormFields' | 'organisationsAbove'
>;

/**
 * The console host of the flow designer (workflow spec §2.1): loads a saved flow ('new' starts empty), saves the
 * draft (adds it the first time) and publishes it in one server call, so a refused publish writes nothing.
 */
export class FlowDesignerStore {
  /** '' until a new flow was saved for the first time. */
  processId = '';
  /** The flow to open: null while loading, 'missing' when the server has no such flow. */
  initial: FlowDocumentInit | null | 'missing' = null;
  readonly forms: FlowFormSource;
  private sequence = 0;

  constructor(private readonly deps: ModelDeps) {
    this.forms = formSource(deps);
    makeObservable<FlowDesignerStore, 'setInitial'>(this, {
      processId: observable,
      initial: observableRef,
      setProcessId: action,
      setInitial: action,
    });
  }

  /**
   * Opens the flow the address names ('new': an empty one). Opening the id a first save gave loads the saved flow
   * back, as the designer did before.
   */
  async open(routeId: string) {
    const request = ++this.sequence;
    if (routeId === 'new') {
      if (this.initial === null) this.setInitial({});
      return;
    }
    this.setProcessId(routeId);
    try {
      const detail = await this.deps.client.call(api.approval.processDetail, { query: { id: routeId } });
      if (request === this.sequence) this.setInitial(fromDetail(detail));
    } catch {
      if (request === this.sequence) this.setInitial('missing');
    }
  }

  /**
   * Saves the draft, or publishes it when `isPublish`. Answers the new flow's id when this save created it (the
   * view moves the address there), else undefined. A refusal was shown by the client; it rejects so the designer
   * stops its busy state the way it did before.
   */
  async save(output: FlowDesignerOutput, isPublish: boolean): Promise<string | undefined> {
    const body = toSaveBody(output);
    const wasNew = this.processId === '';
    if (isPublish) {
      const { id, version } = await this.deps.client.call(api.approval.processPublish, {
        body: { ...(wasNew ? {} : { id: this.processId }), ...body, note: output.note },
      });
      this.setProcessId(id);
      this.deps.notify.success(this.deps.t('flow:host.published', { version }));
    } else if (wasNew) {
      this.setProcessId((await this.deps.client.call(api.approval.processAdd, { body })).id);
      this.deps.notify.success(this.deps.t('flow:host.saved'));
    } else {
      await this.deps.client.call(api.approval.processUpdate, { body: { id: this.processId, ...body } });
      this.deps.notify.success(this.deps.t('flow:host.saved'));
    }
    return wasNew ? this.processId : undefined;
  }

  setProcessId(id: string) {
    this.processId = id;
  }

  private setInitial(initial: FlowDocumentInit | 'missing') {
    this.initial = initial;
  }
}

/** The forms of the tenant and the fields of each (asked once per form, silently: a missing form has none). */
const formSource = ({ client }: ModelDeps): FlowFormSource => {
  const fieldCache = new Map<string, Promise<ReturnType<typeof formFieldsOf>>>();
  const fieldsOf = (id: string) => {
    let found = fieldCache.get(id);
    if (!found) {
      found = client
        .call(api.approval.formDetail, { query: { id } }, { silent: true })
        .then((form) => formFieldsOf(form.jsonContent));
      fieldCache.set(id, found);
    }
    return found;
  };
  return {
    listForms: async () => {
      const page = await client.call(api.approval.formPage, { query: { pageNum: 1, limit: 999 } });
      return page.rows.map((row) => ({ id: row.id, name: row.formName }));
    },
    loadFormFields: async (formIds) =>
      mergeFields(await Promise.all(formIds.map((id) => fieldsOf(id).catch(() => [])))),
    organisationsAbove: async (organizeIds) =>
      ancestorsIn(await client.call(api.identity.organizeTreeselect, {}, { silent: true }), organizeIds),
  };
};
