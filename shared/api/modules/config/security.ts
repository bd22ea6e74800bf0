import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Nothing } from '../../schemas';

/** Bounds of each per-tenant security setting (the server refuses values outside them, naming the field). */
export const SECURITY_BOUNDS = {
  passwordMinLength: { min: 8, max: 64 },
  loginMaxFailures: { min: 1, max: 100 },
  loginFailureWindowMinutes: { min: 1, max: 1440 },
  loginLockMinutes: { min: 1, max: 1440 },
  sessionTtlMinutes: { min: 5, max: 43200 },
} as const;

export type SecurityNumberField = keyof typeof SECURITY_BOUNDS;
export const SECURITY_NUMBER_FIELDS = Object.keys(SECURITY_BOUNDS) as SecurityNumberField[];
export const SECURITY_FLAG_FIELDS = [
  'requireUpper',
  'requireLower',
  'requireDigit',
  'requireSpecial',
] as const;
export type SecurityFlagField = (typeof SECURITY_FLAG_FIELDS)[number];

const bounded = (field: SecurityNumberField) =>
  Type.Integer({ minimum: SECURITY_BOUNDS[field].min, maximum: SECURITY_BOUNDS[field].max });

/** The tenant's own choices: an absent value means "use the server default" (the environment variables). */
export const SecuritySettingsInput = Type.Object(
  {
    passwordMinLength: Type.Optional(bounded('passwordMinLength')),
    requireUpper: Type.Optional(Type.Boolean()),
    requireLower: Type.Optional(Type.Boolean()),
    requireDigit: Type.Optional(Type.Boolean()),
    requireSpecial: Type.Optional(Type.Boolean()),
    loginMaxFailures: Type.Optional(bounded('loginMaxFailures')),
    loginFailureWindowMinutes: Type.Optional(bounded('loginFailureWindowMinutes')),
    loginLockMinutes: Type.Optional(bounded('loginLockMinutes')),
    sessionTtlMinutes: Type.Optional(bounded('sessionTtlMinutes')),
  },
  { additionalProperties: false },
);
export type SecuritySettingsInput = Static<typeof SecuritySettingsInput>;

/** Every setting with a value (the tenant's, or the default). */
export const SecurityPolicyView = Type.Object({
  passwordMinLength: Type.Integer(),
  requireUpper: Type.Boolean(),
  requireLower: Type.Boolean(),
  requireDigit: Type.Boolean(),
  requireSpecial: Type.Boolean(),
  loginMaxFailures: Type.Integer(),
  loginFailureWindowMinutes: Type.Integer(),
  loginLockMinutes: Type.Integer(),
  sessionTtlMinutes: Type.Integer(),
});
export type SecurityPolicyView = Static<typeof SecurityPolicyView>;

export const PasswordRuleView = Type.Object({
  minLength: Type.Integer(),
  requireUpper: Type.Boolean(),
  requireLower: Type.Boolean(),
  requireDigit: Type.Boolean(),
  requireSpecial: Type.Boolean(),
});

/** Endpoints of configuration administration: security settings (console spec §2.3 "system settings"). */
export const securityApi = {
  /** The tenant's settings: what it chose (`tenant`), what applies (`effective`) and the server defaults. */
  securityGet: endpoint({
    method: 'GET',
    path: '/security/get',
    access: 'permission',
    permission: 'system:settings:list',
    response: Type.Object({
      tenant: SecuritySettingsInput,
      effective: SecurityPolicyView,
      defaults: SecurityPolicyView,
    }),
  }),
  /** Replaces the tenant's settings: a field left out goes back to the default. */
  securityUpdate: endpoint({
    method: 'POST',
    path: '/security/update',
    access: 'permission',
    permission: 'system:settings:edit',
    body: SecuritySettingsInput,
    response: Nothing,
  }),
  /**
   * The password rule a new password must keep: of the caller's current tenant (`own`: of the caller's own
   * account's tenant), else of the platform tenant. It takes no user name, so the answer is the same for every
   * name (the first-login page gets its account's rule with the sign-in's password ticket).
   */
  securityPasswordRule: endpoint({
    method: 'GET',
    path: '/security/passwordRule',
    access: 'public',
    query: Type.Object({ own: Type.Optional(Type.Boolean()) }),
    response: PasswordRuleView,
  }),
};
