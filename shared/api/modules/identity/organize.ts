import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing } from '../../schemas';
import { DIRECTORY_PICKER_PERMISSIONS, Time, TreeNodeSchema, Txt } from './schemas';

export const OrganizeView = Type.Object({
  organizeId: Type.String(),
  parentId: Type.String(),
  organizeName: Type.String(),
  orderNum: Type.Integer(),
  leader: Type.String(),
  /** The leaders (user ids): the supervisors of the organisation's members (issue 28). */
  leaderIds: Type.Array(Type.String()),
  /** The leaders who are users of the tenant, with their display names, in `leaderIds` order. */
  leaders: Type.Array(Type.Object({ userId: Type.String(), userName: Type.String() })),
  status: Type.String(),
  createTime: Time,
});
const OrganizeRow = Type.Recursive(
  (Self) => Type.Object({ ...OrganizeView.properties, children: Type.Array(Self) }),
  { $id: 'OrganizeRow' },
);

const OrganizeInput = {
  parentId: Type.Optional(Txt(64)),
  organizeName: Txt(100),
  orderNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  leader: Type.Optional(Txt(100)),
  leaderIds: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
};

/** One problem of an import file: a 1-based sheet row (0 for the file itself) and the column header. */
export const ImportProblem = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  message: Type.String(),
});

export const organizeApi = {
  /** The tenant's organisations as a tree (filtered by name: matches plus their ancestors). */
  organizeList: endpoint({
    method: 'GET',
    path: '/organize/list',
    access: 'permission',
    permission: 'system:organize:list',
    query: Type.Object({ organizeName: Type.Optional(Txt(100)), status: Type.Optional(Txt(2)) }),
    response: Type.Array(OrganizeRow),
  }),
  organizeTreeselect: endpoint({
    method: 'GET',
    path: '/organize/treeselect',
    access: 'permission',
    permission: DIRECTORY_PICKER_PERMISSIONS,
    response: Type.Array(TreeNodeSchema),
  }),
  /** The session's tenant and its child tenants, each with its organisation tree. */
  merchantAllTree: endpoint({
    method: 'GET',
    path: '/organize/merchantAllTree',
    access: 'permission',
    permission: 'system:user:edit',
    response: Type.Array(TreeNodeSchema),
  }),
  organizeDetail: endpoint({
    method: 'GET',
    path: '/organize/{organizeId}',
    access: 'permission',
    permission: 'system:organize:query',
    params: Type.Object({ organizeId: Id }),
    response: OrganizeView,
  }),
  organizeRemove: endpoint({
    method: 'GET',
    path: '/organize/remove/{id}',
    access: 'permission',
    permission: 'system:organize:remove',
    params: Type.Object({ id: Id }),
    response: Nothing,
  }),
  organizeAdd: endpoint({
    method: 'POST',
    path: '/organize/addOrganize',
    access: 'permission',
    permission: 'system:organize:add',
    body: Type.Object(OrganizeInput),
    response: Type.Object({ organizeId: Type.String() }),
  }),
  organizeUpdate: endpoint({
    method: 'POST',
    path: '/organize/updateOrganize',
    access: 'permission',
    permission: 'system:organize:edit',
    body: Type.Object({ organizeId: Id, ...OrganizeInput }),
    response: Nothing,
  }),
  /**
   * An .xlsx workbook (base64) in the export layout. All rows or none: with any problem nothing is written and
   * `problems` names each row and column.
   */
  organizeImport: endpoint({
    method: 'POST',
    path: '/organize/importExcel',
    access: 'permission',
    permission: 'system:organize:import',
    body: Type.Object({ fileName: Txt(200), content: Type.String({ minLength: 1, maxLength: 2_000_000 }) }),
    response: Type.Object({
      imported: Type.Integer(),
      created: Type.Integer(),
      updated: Type.Integer(),
      problems: Type.Array(ImportProblem),
    }),
  }),
  /** The tenant's organisations as an .xlsx workbook (base64). */
  organizeExport: endpoint({
    method: 'GET',
    path: '/organize/export',
    access: 'permission',
    permission: 'system:organize:export',
    response: Type.Object({ fileName: Type.String(), content: Type.String() }),
  }),
};
