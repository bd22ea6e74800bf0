/** The designer's services backed by the approval API: forms, their fields, and the identity pickers. */
import { api } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import type { FlowDesignerServices } from '@studio/flow';
import { formFieldsOf, mergeFields } from './formFields';
import { pickerAdapters } from './pickerAdapters';

export function createFlowServices(client: ApiClient): FlowDesignerServices {
  const fieldCache = new Map<string, Promise<ReturnType<typeof formFieldsOf>>>();
  const fieldsOf = (id: string) => {
    let found = fieldCache.get(id);
    if (!found) {
      found = client.call(api.approval.formDetail, { query: { id } }, { silent: true }).then((form) => formFieldsOf(form.jsonContent));
      fieldCache.set(id, found);
    }
    return found;
  };
  return {
    pickers: pickerAdapters,
    listForms: async () => {
      const page = await client.call(api.approval.formPage, { query: { pageNum: 1, limit: 999 } });
      return page.rows.map((row) => ({ id: row.id, name: row.formName }));
    },
    loadFormFields: async (formIds) => mergeFields(await Promise.all(formIds.map((id) => fieldsOf(id).catch(() => [])))),
  };
}
