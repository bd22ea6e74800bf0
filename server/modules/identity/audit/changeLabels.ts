/**
 * The audit log in its reader's words (issue 29 "the audit log shows field labels and value labels, never keys"):
 * each change gets the label of its field as the target's own form names it, and its values as a person reads them —
 * names for the ids of organisations, roles, positions, menus, people and apps, labels for codes and flags.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { localizedText } from '@shared/i18n/localizedText';
import type { Db } from '../../../db/database';
import { menus, organizations, positions, roles, sysApps, users } from '../../../db/schema';
import type { FieldChange } from '../common/diff';

/** Where a target's form names a column differently from the column itself (null: no form label fits). */
const FORM_LABELS: Record<string, Record<string, string | null>> = {
  user: {
    organizeId: 'organize',
    roleIds: 'roles',
    positionIds: 'positions',
    merchantId: 'merchant',
    dataOrganizeIds: 'dataInclude',
    excludeOrganizeIds: 'dataExclude',
    password: null,
  },
  position: { positionName: 'name', positionCode: 'code' },
  organize: { organizeName: 'name', parentId: 'parent', leaderIds: 'leaders' },
  role: { menuIds: 'menus' },
};

type NamedKind = 'organize' | 'role' | 'position' | 'menu' | 'user' | 'app';

/** Fields that hold ids of named things; `parentId` names a thing of the target's own kind. */
const ID_FIELDS: Record<string, NamedKind> = {
  organizeId: 'organize',
  dataOrganizeIds: 'organize',
  excludeOrganizeIds: 'organize',
  roleId: 'role',
  roleIds: 'role',
  positionId: 'position',
  positionIds: 'position',
  menuIds: 'menu',
  leaderIds: 'user',
  userIds: 'user',
  appId: 'app',
};
const kindOf = (targetType: string, field: string): NamedKind | undefined =>
  field === 'parentId' && (targetType === 'organize' || targetType === 'menu')
    ? targetType
    : ID_FIELDS[field];

/** Codes with a label, per field: the `admin` key for a code (status codes of users differ from the rest). */
const CODE_KEYS: Record<string, (targetType: string, code: string) => string | undefined> = {
  status: (targetType, code) =>
    targetType === 'user' ? `admin:user.statusName.${code}` : `admin:audit.values.status.${code}`,
  sex: (_targetType, code) => `admin:audit.values.sex.${code}`,
  enabled: (_targetType, code) => `admin:audit.values.enabled.${code}`,
};

export interface LabelledChange extends FieldChange {
  label: string;
  /** The value as a person reads it, when it is a name or a label; absent: shown as stored. */
  beforeText?: string;
  afterText?: string;
}

interface Row {
  targetType: string;
  changes: FieldChange[];
}

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id !== '');

/** Names of the ids the rows' changes mention, one query per kind of thing, in the reader's language. */
const namesOf = async (db: Db, merchantId: string, rows: readonly Row[], locale: string) => {
  const wanted = new Map<NamedKind, Set<string>>();
  for (const row of rows)
    for (const change of row.changes) {
      const kind = kindOf(row.targetType, change.field);
      if (!kind) continue;
      const set = wanted.get(kind) ?? new Set<string>();
      for (const id of [...idsIn(change.before), ...idsIn(change.after)]) set.add(id);
      wanted.set(kind, set);
    }
  const ids = (kind: NamedKind) => [...(wanted.get(kind) ?? [])];
  const lookups: Record<NamedKind, (list: string[]) => Promise<[string, string][]>> = {
    organize: async (list) =>
      (
        await db
          .select({ id: organizations.organizeId, name: organizations.organizeName })
          .from(organizations)
          .where(and(eq(organizations.merchantId, merchantId), inArray(organizations.organizeId, list)))
      ).map((r) => [r.id, r.name]),
    role: async (list) =>
      (
        await db
          .select({ id: roles.roleId, name: roles.roleName })
          .from(roles)
          .where(and(eq(roles.merchantId, merchantId), inArray(roles.roleId, list)))
      ).map((r) => [r.id, r.name]),
    position: async (list) =>
      (
        await db
          .select({ id: positions.positionId, name: positions.positionName })
          .from(positions)
          .where(and(eq(positions.merchantId, merchantId), inArray(positions.positionId, list)))
      ).map((r) => [r.id, r.name]),
    user: async (list) =>
      (
        await db
          .select({ id: users.userId, nickName: users.nickName, userName: users.userName })
          .from(users)
          .where(and(eq(users.merchantId, merchantId), inArray(users.userId, list)))
      ).map((r) => [r.id, r.nickName || r.userName]),
    menu: async (list) =>
      (
        await db
          .select({ id: menus.menuId, title: menus.menuTitle, titles: menus.titleI18n })
          .from(menus)
          .where(inArray(menus.menuId, list))
      ).map((r) => [r.id, localizedText(r.titles, locale, r.title)]),
    app: async (list) =>
      (
        await db
          .select({ id: sysApps.appId, name: sysApps.appName, names: sysApps.appNameI18n })
          .from(sysApps)
          .where(inArray(sysApps.appId, list))
      ).map((r) => [r.id, localizedText(r.names, locale, r.name)]),
  };
  const found = await Promise.all(
    (Object.keys(lookups) as NamedKind[]).map(async (kind) => {
      const list = ids(kind);
      return [kind, new Map(list.length ? await lookups[kind](list) : [])] as const;
    }),
  );
  return new Map(found);
};

/** The `admin` keys that may name a changed field, best first: the target's form label, then the audit log's. */
const fieldLabelKeys = (targetType: string, field: string): string[] => {
  const formLabel = FORM_LABELS[targetType]?.[field];
  const own = formLabel === null ? [] : [`admin:${targetType}.${formLabel ?? field}`];
  return [...own, `admin:audit.fields.${field}`];
};

/** The rows' changes, each with its field's label and readable values, in the language of `t`. */
export const labelChanges = async <R extends Row>(
  db: Db,
  merchantId: string,
  rows: readonly R[],
  t: TFunction,
  locale: string,
): Promise<LabelledChange[][]> => {
  const names = await namesOf(db, merchantId, rows, locale);
  return rows.map((row) =>
    row.changes.map((change) => {
      const kind = kindOf(row.targetType, change.field);
      const text = (value: unknown): string | undefined => {
        if (value === null || value === undefined || value === '') return undefined;
        if (kind)
          return (
            idsIn(value)
              .map((id) => names.get(kind)?.get(id) ?? id)
              .join(', ') || undefined
          );
        if (typeof value === 'boolean') return t(`admin:audit.values.${value ? 'yes' : 'no'}`);
        const code = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
        const key = code === undefined ? undefined : CODE_KEYS[change.field]?.(row.targetType, code);
        return key && t(key, { defaultValue: '' }) ? t(key) : undefined;
      };
      const beforeText = text(change.before);
      const afterText = text(change.after);
      return {
        ...change,
        label: t(fieldLabelKeys(row.targetType, change.field), { defaultValue: change.field }),
        ...(beforeText === undefined ? {} : { beforeText }),
        ...(afterText === undefined ? {} : { afterText }),
      };
    }),
  );
};
