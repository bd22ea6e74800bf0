/** Form definitions (workflow spec §3 "Form definition", §7): used by the form designer, the runtime and the engine. */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Nothing, Page } from '../../schemas';
import { Id } from './schemas';
import { MANAGE_PERMISSION } from './flows';

export const FormConfig = Type.Object({
  id: Type.String(),
  formName: Type.String(),
  /** The form document (`{ list, config }`) as JSON text. */
  jsonContent: Type.String(),
  remark: Type.String(),
  updateTime: Type.Number(),
});
export type FormConfigData = Static<typeof FormConfig>;

export const FormRow = Type.Object({
  id: Type.String(),
  formName: Type.String(),
  remark: Type.String(),
  /** Number of data fields in the document. */
  fieldCount: Type.Integer(),
  updateTime: Type.Number(),
});
export type FormRowData = Static<typeof FormRow>;

export const FieldAlias = Type.Object({
  /** Control key. */
  fieldKey: Type.String(),
  /** Data key (model) the value is stored under. */
  model: Type.String(),
  fieldLabel: Type.String(),
  fieldType: Type.String(),
  /** Name used when the field is pushed to other systems ('' = the model). */
  alias: Type.String(),
});
export type FieldAliasRow = Static<typeof FieldAlias>;

export const formsApi = {
  /** `data.jsonContent` is the form document JSON string (the mobile page reads it this way). */
  formDetail: endpoint({
    method: 'GET',
    path: '/workflow/form/config/detail',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id }),
    response: FormConfig,
  }),
  /** The forms bound to a flow, in order; `jsonContent` of the answer is the first one's (the designer reads it). */
  processFormDetail: endpoint({
    method: 'GET',
    path: '/workflow/form/config/processFormDetail',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ processId: Id }),
    response: Type.Object({
      id: Type.String(),
      formName: Type.String(),
      jsonContent: Type.String(),
      displayMode: Type.String(),
      forms: Type.Array(FormConfig),
    }),
  }),
  /** Creates the form when `id` is absent, else updates it. */
  formUpdate: endpoint({
    method: 'POST',
    path: '/workflow/form/config/update',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({
      id: Type.Optional(Id),
      formName: Type.String({ minLength: 1, maxLength: 100 }),
      jsonContent: Type.String({ minLength: 2, maxLength: 2_000_000 }),
      remark: Type.Optional(Type.String({ maxLength: 500 })),
    }),
    response: Type.Object({ id: Type.String() }),
  }),
  formPage: endpoint({
    method: 'GET',
    path: '/workflow/form/config/page',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({
      pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 999, default: 10 })),
      formName: Type.Optional(Type.String({ maxLength: 100 })),
    }),
    response: Page(FormRow),
  }),
  /** Removes a form that no flow binds (else a business error naming the flow). */
  formRemove: endpoint({
    method: 'GET',
    path: '/workflow/form/config/remove',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id }),
    response: Nothing,
  }),
  fieldAliasList: endpoint({
    method: 'GET',
    path: '/workflow/form/field/alisa/list',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ formId: Id }),
    response: Type.Array(FieldAlias),
  }),
  fieldAliasUpdate: endpoint({
    method: 'POST',
    path: '/workflow/form/field/alisa/update',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({
      formId: Id,
      items: Type.Array(
        Type.Object({
          fieldKey: Type.String({ minLength: 1, maxLength: 100 }),
          /** '' clears the field's alias; fields not listed keep theirs. */
          alias: Type.String({ maxLength: 100 }),
        }),
        { maxItems: 500 },
      ),
    }),
    response: Nothing,
  }),
};
