/** Flow definitions (workflow spec §2.6, §3 "Flow save payload", §7): used by the flow designer and the template list. */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Nothing, Page } from '../../schemas';
import { Id, NamedRef } from './schemas';

export const MANAGE_PERMISSION = 'system:workflow:manage';

/** The change note asked for on publish, kept with the version. */
export const VersionNote = Type.String({ maxLength: 500 });

/** Template groups of workflow spec §3 (the `processType` codes). */
export const PROCESS_TYPES = ['hr', 'attendance', 'administration', 'finance', 'payroll', 'assets'] as const;

/**
 * Flow settings (spec §6): the keys of `FlowSettings` from `@shared/flow` (booleans, `emptyAssignee`
 * 'pass' | 'toAdmin'), plus anything the settings screen keeps (display settings, reminders, print template).
 */
export const FlowSettingsBag = Type.Record(Type.String(), Type.Unknown());

/** Save payload: processName, processKey, processType, modelContent, basic info and flow settings. */
export const ProcessSave = Type.Object({
  processName: Type.String({ minLength: 1, maxLength: 100 }),
  /** Unique per tenant; generated from the name when empty. */
  processKey: Type.Optional(Type.String({ maxLength: 100 })),
  processType: Type.String({ minLength: 1, maxLength: 50 }),
  /** JSON of the node tree (`toModelContent` of @shared/flow); empty keeps the current design. */
  modelContent: Type.Optional(Type.String({ maxLength: 2_000_000 })),
  icon: Type.Optional(Type.String({ maxLength: 200 })),
  /** Bound form ids, in display order. */
  formIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 })),
  /** Several forms: '1' tab bar, '2' stepped. */
  displayMode: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2')])),
  /** Who may manage the approval. */
  managers: Type.Optional(Type.Array(NamedRef, { maxItems: 200 })),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  settings: Type.Optional(FlowSettingsBag),
});
export type ProcessSaveBody = Static<typeof ProcessSave>;

export const ProcessRow = Type.Object({
  id: Type.String(),
  processName: Type.String(),
  processKey: Type.String(),
  processType: Type.String(),
  icon: Type.String(),
  description: Type.String(),
  formIds: Type.Array(Type.String()),
  /** 0 draft (never published), 1 published. */
  status: Type.Integer(),
  /** Latest published version (0 = none). */
  version: Type.Integer(),
  /** The draft differs from the latest published version. */
  hasDraftChanges: Type.Boolean(),
  /** The flow's "efficiency diagnosis" setting is on (its diagnosis can be opened). */
  efficiencyDiagnosis: Type.Boolean(),
  updateTime: Type.Number(),
});
export type ProcessRowData = Static<typeof ProcessRow>;

export const ProcessDetail = Type.Composite([
  ProcessRow,
  Type.Object({
    modelContent: Type.String(),
    displayMode: Type.String(),
    managers: Type.Array(NamedRef),
    settings: FlowSettingsBag,
  }),
]);
export type ProcessDetailData = Static<typeof ProcessDetail>;

export const flowsApi = {
  processAdd: endpoint({
    method: 'POST',
    path: '/jflow/add',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: ProcessSave,
    response: Type.Object({ id: Type.String() }),
  }),
  processUpdate: endpoint({
    method: 'POST',
    path: '/jflow/update',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Composite([Type.Object({ id: Id }), ProcessSave]),
    response: Nothing,
  }),
  /** Templates of the tenant. Without the manage permission only published templates are listed. */
  processPage: endpoint({
    method: 'GET',
    path: '/jflow/page',
    access: 'self',
    query: Type.Object({
      pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 999, default: 10 })),
      processName: Type.Optional(Type.String({ maxLength: 100 })),
      processType: Type.Optional(Type.String({ maxLength: 50 })),
      /** 1: only published templates (the start-an-application picker). */
      published: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    }),
    response: Page(ProcessRow),
  }),
  processDelete: endpoint({
    method: 'GET',
    path: '/jflow/delete',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id }),
    response: Nothing,
  }),
  processDetail: endpoint({
    method: 'GET',
    path: '/jflow/detail',
    access: 'self',
    query: Type.Object({ id: Id }),
    response: ProcessDetail,
  }),
  /** Saves the node tree (and optionally the settings) of the draft. */
  processSaveJson: endpoint({
    method: 'POST',
    path: '/jflow/saveJson',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({
      id: Id,
      modelContent: Type.String({ minLength: 2, maxLength: 2_000_000 }),
      settings: Type.Optional(FlowSettingsBag),
    }),
    response: Nothing,
  }),
  /** Publishes the draft as a new frozen version; running instances keep the version they started on. */
  processDeploy: endpoint({
    method: 'GET',
    path: '/jflow/deploy',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id, note: Type.Optional(VersionNote) }),
    response: Type.Object({ version: Type.Integer() }),
  }),
  /**
   * Saves the draft (adds the template when `id` is absent) and publishes it, in one transaction: when any part is
   * refused nothing is written. Answers the template id and the new version.
   */
  processPublish: endpoint({
    method: 'POST',
    path: '/jflow/publish',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Composite([
      /** `note`: what changed, kept with the new version. */
      Type.Object({ id: Type.Optional(Id), note: Type.Optional(VersionNote) }),
      ProcessSave,
    ]),
    response: Type.Object({ id: Type.String(), version: Type.Integer() }),
  }),
};
