import type { FieldProblem } from './rules';

/**
 * A position's permission JSON (console spec §7.3 updatePositionPermission): `{ "perms": ["system:user:list", …] }`
 * gives every holder of the position those permission strings, on top of the roles linked to it. Other keys are
 * kept as they are and grant nothing. The wildcard is refused: only a super role grants everything.
 */
const PERMISSION_TEXT = /^[A-Za-z0-9_-]+(:[A-Za-z0-9_-]+){1,4}$/;
const MAX_PERMS = 200;

export const isPermissionText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 100 && PERMISSION_TEXT.test(value);

/** The permission strings a position's JSON grants ([] when it grants none or is malformed). */
export const permsOfPosition = (permission: unknown): string[] => {
  if (!permission || typeof permission !== 'object' || Array.isArray(permission)) return [];
  const perms = (permission as { perms?: unknown }).perms;
  return Array.isArray(perms) ? perms.filter(isPermissionText) : [];
};

/** The problem with a position's permission JSON: `perms`, when present, must be a list of permission strings. */
export const checkPositionPermission = (permission: unknown): FieldProblem | null => {
  if (!permission || typeof permission !== 'object' || Array.isArray(permission))
    return { field: 'permission', key: 'rule.formatError' };
  const perms = (permission as { perms?: unknown }).perms;
  if (perms === undefined) return null;
  if (!Array.isArray(perms) || perms.length > MAX_PERMS)
    return { field: 'permission', key: 'rule.positionPermsList' };
  const bad = perms.find((p) => !isPermissionText(p));
  return bad === undefined
    ? null
    : {
        field: 'permission',
        key: 'rule.positionPermBad',
        params: { value: String(JSON.stringify(bad)).slice(0, 60) },
      };
};
