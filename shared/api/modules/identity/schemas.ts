import { Type, type Static } from '@sinclair/typebox';

/** Shared shapes of the identity area. Times travel as ISO strings (null when empty). */
export const Time = Type.Union([Type.String(), Type.Null()]);

/** '0' normal, '1' disabled (STOP_USING), '2' locked. */
export const UserStatus = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')]);

export const NamedRef = Type.Object({ id: Type.String(), name: Type.String() });

export const UserView = Type.Object({
  userId: Type.String(),
  merchantId: Type.String(),
  merchantName: Type.String(),
  userName: Type.String(),
  nickName: Type.String(),
  phonenumber: Type.String(),
  email: Type.String(),
  jobNumber: Type.String(),
  avatar: Type.String(),
  idCard: Type.String(),
  sex: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  status: Type.String(),
  remark: Type.String(),
  createTime: Time,
  lockedTime: Time,
  unlockingTime: Time,
  lockedReason: Type.String(),
  roleInfos: Type.Array(Type.Object({ roleId: Type.String(), roleName: Type.String() })),
  positionInfos: Type.Array(Type.Object({ positionId: Type.String(), positionName: Type.String() })),
});
export type UserViewRow = Static<typeof UserView>;

/** One row of a tree (organisations, positions, tenants, menus). */
export interface TreeNode {
  id: string;
  label: string;
  /** 'organize' | 'position' | 'merchant' | 'menu' | … */
  kind: string;
  extra?: Record<string, string>;
  children: TreeNode[];
}
export const TreeNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      kind: Type.String(),
      extra: Type.Optional(Type.Record(Type.String(), Type.String())),
      children: Type.Array(Self),
    }),
  { $id: 'IdentityTreeNode' },
);

export const DateRange = {
  beginTime: Type.Optional(Type.String({ maxLength: 40 })),
  endTime: Type.Optional(Type.String({ maxLength: 40 })),
};

export const SortQuery = {
  orderByColumn: Type.Optional(Type.String({ maxLength: 40 })),
  isAsc: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};

const Short = (max: number) => Type.String({ maxLength: max });
export const Txt = Short;

/**
 * Directory pickers (members, roles, positions, organisations) serve the screens that assign people: user, role,
 * position and organisation management and the flow designer. Any one of these permissions opens them.
 */
export const DIRECTORY_PICKER_PERMISSIONS = [
  'system:user:list',
  'system:role:list',
  'system:position:list',
  'system:organize:list',
  'system:workflow:manage',
] as const;
