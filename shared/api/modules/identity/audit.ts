import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Page, PageQuery } from '../../schemas';
import { DateRange, Time, Txt } from './schemas';

export const FieldChange = Type.Object({
  field: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  /** The field as the target's form names it, in the reader's language. */
  label: Type.Optional(Type.String()),
  /** A value as a person reads it (a name for an id, a label for a code); absent: shown as stored. */
  beforeText: Type.Optional(Type.String()),
  afterText: Type.Optional(Type.String()),
});

export const OperationLogView = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  merchantId: Type.String(),
  /** 'create' | 'update' | 'delete'. */
  action: Type.String(),
  /** 'user' | 'role' | 'position' | 'organize' | 'merchant' | 'merchantAuth' | 'template' | 'templateCategory' | 'dictType' | 'dictItem' | 'dictImport' | 'property' | 'theme' | 'language' | 'languageMessage' | 'securitySettings' | 'letter'. */
  targetType: Type.String(),
  /** The kind of target in the reader's language. */
  targetLabel: Type.Optional(Type.String()),
  targetId: Type.String(),
  targetName: Type.String(),
  changes: Type.Array(FieldChange),
  createTime: Time,
});
export const LoginLogView = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  success: Type.Boolean(),
  message: Type.String(),
  createTime: Time,
});
export const SystemLogView = Type.Object({
  id: Type.String(),
  /** 'start' | 'error'. */
  kind: Type.String(),
  message: Type.String(),
  /** The stack trace; empty outside the platform tenant. */
  detail: Type.String(),
  path: Type.String(),
  /** The tenant of the failing request ('' for server-wide entries, which only the platform tenant sees). */
  merchantId: Type.String(),
  /** The request's query, path and body parameters, with passwords, secrets and tokens redacted. */
  params: Type.Unknown(),
  createTime: Time,
});

/** Read-only audit trails: no endpoint edits or deletes entries. */
export const auditApi = {
  operationLogList: endpoint({
    method: 'GET',
    path: '/log/operation/list',
    access: 'permission',
    permission: 'system:audit:list',
    query: Type.Object({
      ...PageQuery,
      ...DateRange,
      userName: Type.Optional(Txt(100)),
      targetType: Type.Optional(Txt(40)),
      action: Type.Optional(Txt(20)),
    }),
    response: Page(OperationLogView),
  }),
  loginLogList: endpoint({
    method: 'GET',
    path: '/log/login/list',
    access: 'permission',
    permission: 'system:audit:list',
    query: Type.Object({
      ...PageQuery,
      ...DateRange,
      userName: Type.Optional(Txt(100)),
      success: Type.Optional(Type.Boolean()),
    }),
    response: Page(LoginLogView),
  }),
  /** Server errors of the session's tenant; the platform tenant sees every entry (with stack traces) and server starts. */
  systemLogList: endpoint({
    method: 'GET',
    path: '/log/system/list',
    access: 'permission',
    permission: 'system:audit:list',
    query: Type.Object({ ...PageQuery, ...DateRange, kind: Type.Optional(Txt(20)) }),
    response: Page(SystemLogView),
  }),
};
