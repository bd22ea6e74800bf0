import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';

export const merchants = pgTable('merchants', {
  merchantId: text('merchant_id').primaryKey(),
  parentId: text('parent_id').notNull().default(''),
  merchantName: text('merchant_name').notNull(),
  icon: text('icon').notNull().default(''),
  contact: text('contact').notNull().default(''),
  phone: text('phone').notNull().default(''),
  status: text('status').notNull().default('0'),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizations = pgTable(
  'organizations',
  {
    organizeId: text('organize_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    parentId: text('parent_id').notNull().default(''),
    organizeName: text('organize_name').notNull(),
    orderNum: integer('order_num').notNull().default(0),
    /** Free text kept from before leaders were people (a name or a user id); `leaderIds` comes first. */
    leader: text('leader').notNull().default(''),
    /** The organisation's leaders (user ids of the tenant): its members' supervisors (issue 28). */
    leaderIds: jsonb('leader_ids').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizeId, t.merchantId] }),
    index('organizations_merchant_idx').on(t.merchantId),
  ],
);

export const positions = pgTable(
  'positions',
  {
    positionId: text('position_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    organizeId: text('organize_id').notNull().default(''),
    positionName: text('position_name').notNull(),
    positionCode: text('position_code').notNull().default(''),
    permission: jsonb('permission').notNull().default({}),
    status: text('status').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.merchantId] }),
    index('positions_merchant_idx').on(t.merchantId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    roleId: text('role_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    roleName: text('role_name').notNull(),
    roleKey: text('role_key').notNull(),
    /** Grants `*:*:*`. */
    isSuper: boolean('is_super').notNull().default(false),
    homePage: text('home_page').notNull().default(''),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.merchantId] }), index('roles_merchant_idx').on(t.merchantId)],
);

export const users = pgTable(
  'users',
  {
    userId: text('user_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    userName: text('user_name').notNull(),
    nickName: text('nick_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phonenumber: text('phonenumber').notNull().default(''),
    email: text('email').notNull().default(''),
    jobNumber: text('job_number').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    idCard: text('id_card').notNull().default(''),
    sex: text('sex').notNull().default('0'),
    organizeId: text('organize_id').notNull().default(''),
    /** '0' normal, '1' disabled, '2' locked. */
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    lockedTime: at('locked_time'),
    unlockingTime: at('unlocking_time'),
    lockedReason: text('locked_reason').notNull().default(''),
    /** Wrong passwords before this instant no longer count towards a lock (set on success and unlock). */
    loginFailSince: at('login_fail_since'),
    /** Set when an administrator gives the account its password: the first sign-in must change it. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** The language the user chose in the console ('' = none: the tenant's default language applies). */
    locale: text('locale').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.merchantId] }),
    /** Sign-in finds users by name; `user_names` keeps the names unique across tenants. */
    uniqueIndex('users_user_name_idx').on(t.userName, t.merchantId),
    index('users_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
    merchantId: text('merchant_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId, t.merchantId] }),
    index('user_roles_role_idx').on(t.roleId),
  ],
);

export const userPositions = pgTable(
  'user_positions',
  {
    userId: text('user_id').notNull(),
    positionId: text('position_id').notNull(),
    merchantId: text('merchant_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.positionId, t.merchantId] }),
    index('user_positions_position_idx').on(t.positionId),
  ],
);

/** Which users may switch into which other tenants, with which role there. */
export const merchantAuths = pgTable(
  'merchant_auths',
  {
    authId: text('auth_id').notNull(),
    userId: text('user_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    roleId: text('role_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.authId, t.merchantId] }),
    uniqueIndex('merchant_auths_user_merchant_idx').on(t.userId, t.merchantId),
  ],
);

/**
 * The sign-in directory: signing in names a user but no tenant, so a user name is unique across all tenants. Users
 * are tenant data (distributed by tenant); this small table shared by all tenants holds the guarantee. Written with
 * every change of a user's name, in the same transaction.
 */
export const userNames = pgTable('user_names', {
  userName: text('user_name').primaryKey(),
  userId: text('user_id').notNull(),
  merchantId: text('merchant_id').notNull(),
});
