/** Data push (callbacks) of a template (workflow spec §2.5 "template setting", §7). */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Nothing, Page } from '../../schemas';
import { Id } from './schemas';
import { MANAGE_PERMISSION } from './flows';

export const CALLBACK_EVENTS = ['approved', 'rejected', 'revoked', 'terminated', 'voided'] as const;

export const FieldMapping = Type.Object({
  /** Form data key, or one of the instance fields `$instanceId`, `$processName`, `$itemName`, `$state`, `$event`, `$initiator`. */
  source: Type.String({ minLength: 1, maxLength: 100 }),
  /** Name in the pushed body. */
  target: Type.String({ minLength: 1, maxLength: 100 }),
});

const CallbackFields = {
  processId: Id,
  url: Type.String({ minLength: 8, maxLength: 500 }),
  method: Type.Union([Type.Literal('POST'), Type.Literal('GET')]),
  /** 'json' body, or 'form' (application/x-www-form-urlencoded). */
  dataFormat: Type.Union([Type.Literal('json'), Type.Literal('form')]),
  /** Empty: every form field under its own key. */
  fieldMapping: Type.Array(FieldMapping, { maxItems: 200 }),
  /** Events that push; empty means all. */
  events: Type.Array(Type.Union(CALLBACK_EVENTS.map((e) => Type.Literal(e))), {
    maxItems: CALLBACK_EVENTS.length,
  }),
  enabled: Type.Boolean(),
};

export const CallbackConfig = Type.Object({ id: Type.String(), ...CallbackFields });
export type CallbackConfigData = Static<typeof CallbackConfig>;

export const PushLog = Type.Object({
  id: Type.String(),
  instanceId: Type.String(),
  event: Type.String(),
  url: Type.String(),
  attempt: Type.Integer(),
  /** 'success' or 'fail'. */
  status: Type.String(),
  httpStatus: Type.Integer(),
  requestBody: Type.String(),
  responseBody: Type.String(),
  error: Type.String(),
  isTest: Type.Boolean(),
  createTime: Type.Number(),
});
export type PushLogRow = Static<typeof PushLog>;

export const callbacksApi = {
  callbackAdd: endpoint({
    method: 'POST',
    path: '/workflow/callback/config/add',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object(CallbackFields),
    response: Type.Object({ id: Type.String() }),
  }),
  callbackUpdate: endpoint({
    method: 'POST',
    path: '/workflow/callback/config/update',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({ id: Id, ...CallbackFields }),
    response: Nothing,
  }),
  /** The push config of a template (`processId`), or by `id`; null when none is set. */
  callbackDetail: endpoint({
    method: 'GET',
    path: '/workflow/callback/config/detail',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Type.Optional(Id), processId: Type.Optional(Id) }),
    response: Type.Union([CallbackConfig, Type.Null()]),
  }),
  /** Every push setup of a template (`processId`), oldest first. */
  callbackList: endpoint({
    method: 'GET',
    path: '/workflow/callback/config/list',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ processId: Id }),
    response: Type.Array(CallbackConfig),
  }),
  /** Removes a push setup; its push log stays (the log names the setup's URL on each row). */
  callbackRemove: endpoint({
    method: 'GET',
    path: '/workflow/callback/config/remove',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id }),
    response: Nothing,
  }),
  /** Push log of a template, newest first. */
  callLog: endpoint({
    method: 'GET',
    path: '/jflow/callLog',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({
      processId: Id,
      pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 10 })),
    }),
    response: Page(PushLog),
  }),
  /** Sends a sample push to the config's URL now and logs it (isTest). */
  pushDataTest: endpoint({
    method: 'GET',
    path: '/jflow/pushDataTest',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id }),
    response: Type.Object({
      ok: Type.Boolean(),
      httpStatus: Type.Integer(),
      error: Type.String(),
      requestBody: Type.String(),
    }),
  }),
};
