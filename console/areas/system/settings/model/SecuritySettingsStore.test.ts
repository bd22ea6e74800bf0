import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { SecurityPolicyView } from '@shared/api/modules/config/security';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { SecuritySettingsStore } from './SecuritySettingsStore';

const defaults: SecurityPolicyView = {
  passwordMinLength: 8,
  requireUpper: true,
  requireLower: true,
  requireDigit: true,
  requireSpecial: true,
  loginMaxFailures: 5,
  loginFailureWindowMinutes: 15,
  loginLockMinutes: 15,
  sessionTtlMinutes: 720,
};

const server = (tenant: Record<string, unknown> = {}) => {
  const s = scriptedServer();
  s.answer(api.config.securityGet, () => ({
    tenant,
    effective: { ...defaults, ...tenant },
    defaults,
  }));
  return s;
};

describe('SecuritySettingsStore', () => {
  it("shows the tenant's own values, blanks for defaults, and the rule as it stands", async () => {
    const s = server({ loginMaxFailures: 3, requireSpecial: false });
    const store = new SecuritySettingsStore(s.deps);
    await store.start();
    expect(store.form.values).toMatchObject({
      loginMaxFailures: '3',
      passwordMinLength: '',
      sessionTtlMinutes: '',
      requireSpecial: false,
      requireUpper: true,
    });
    expect(store.passwordRuleText).toContain('security:rule.sentence');
    expect(store.passwordRuleText).toContain('"minLength":8');
  });

  it('refuses numbers out of bounds, sending nothing', async () => {
    const s = server();
    const store = new SecuritySettingsStore(s.deps);
    await store.start();
    store.form.set('passwordMinLength', '7');
    store.form.set('sessionTtlMinutes', '43201');
    store.form.set('loginLockMinutes', 'abc');
    expect(await store.save()).toBe(false);
    expect(store.form.errors).toEqual({
      passwordMinLength: 'security:form.range {"min":8,"max":64}',
      sessionTtlMinutes: 'security:form.range {"min":5,"max":43200}',
      loginLockMinutes: 'security:form.range {"min":1,"max":1440}',
    });
    expect(s.requestsTo(api.config.securityUpdate)).toHaveLength(0);
  });

  it('sends only the numbers typed and every flag, then reloads', async () => {
    const s = server();
    s.answer(api.config.securityUpdate, () => null);
    const store = new SecuritySettingsStore(s.deps);
    await store.start();
    store.form.set('passwordMinLength', '12');
    store.form.set('requireDigit', false);
    expect(await store.save()).toBe(true);
    expect(s.requestsTo(api.config.securityUpdate)[0]?.body).toEqual({
      passwordMinLength: 12,
      requireUpper: true,
      requireLower: true,
      requireDigit: false,
      requireSpecial: true,
    });
    expect(s.requestsTo(api.config.securityGet)).toHaveLength(2);
  });

  it('restoring defaults clears the numbers; a refusal shows under its field', async () => {
    const s = server({ passwordMinLength: 12 });
    s.answer(api.config.securityUpdate, () => {
      throw new Refusal('Invalid minimum password length: must be at most 64', {
        field: 'passwordMinLength',
      });
    });
    const store = new SecuritySettingsStore(s.deps);
    await store.start();
    expect(await store.restoreDefaults()).toBe(false);
    expect(s.requestsTo(api.config.securityUpdate)[0]?.body).toEqual({
      requireUpper: true,
      requireLower: true,
      requireDigit: true,
      requireSpecial: true,
    });
    expect(store.form.errors.passwordMinLength).toBe('Invalid minimum password length: must be at most 64');
  });
});
