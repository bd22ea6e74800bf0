import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { FieldAliasRow } from '@shared/api/modules/approval';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { FieldAliasStore } from './FieldAliasStore';

const row = (fieldKey: string, alias = ''): FieldAliasRow => ({
  fieldKey,
  model: fieldKey,
  fieldLabel: fieldKey.toUpperCase(),
  fieldType: 'input',
  alias,
});

const serverWith = (saved: Record<string, FieldAliasRow[]>) => {
  const server = scriptedServer();
  server.answer(api.approval.fieldAliasList, ({ query }) => {
    const rows = saved[String(query.formId)];
    if (!rows) throw new Refusal('Not found', null, '40401');
    return rows;
  });
  server.answer(api.approval.fieldAliasUpdate, ({ body }) => {
    const { formId, items } = body as { formId: string; items: { fieldKey: string; alias: string }[] };
    if (items.some((item) => item.alias.includes(' ')))
      throw new Refusal('Invalid items[0].alias: the alias may hold no spaces');
    saved[formId] = (saved[formId] ?? []).map((r) => {
      const item = items.find((i) => i.fieldKey === r.fieldKey);
      return item ? { ...r, alias: item.alias } : r;
    });
    return null;
  });
  return server;
};

describe('FieldAliasStore', () => {
  it('loads the fields of each form; a form that fails adds none', async () => {
    const server = serverWith({ F1: [row('days', 'leave_days'), row('reason')] });
    const store = new FieldAliasStore(server.deps);
    await store.load(['F1', 'F2']);
    expect(store.forms.map((form) => form.formId)).toEqual(['F1']);
    expect(store.rows.map((r) => [r.fieldKey, r.alias])).toEqual([
      ['days', 'leave_days'],
      ['reason', ''],
    ]);
    expect(server.notices).toEqual([{ kind: 'error', message: 'Not found' }]);
  });

  it('keeps typed aliases as drafts and sends only the changed fields of each form', async () => {
    const saved = { F1: [row('days'), row('reason')], F2: [row('amount')] };
    const server = serverWith(saved);
    const store = new FieldAliasStore(server.deps);
    await store.load(['F1', 'F2']);
    const [first] = store.forms;
    store.setAlias('F1', 'days', ' leave_days ');
    expect(store.hasChanges).toBe(true);
    expect(first && store.aliasOf('F1', first.rows[0]!)).toBe(' leave_days ');
    // typing the saved value back is no change
    store.setAlias('F1', 'reason', 'why');
    store.setAlias('F1', 'reason', '');
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.approval.fieldAliasUpdate).map((r) => r.body)).toEqual([
      { formId: 'F1', items: [{ fieldKey: 'days', alias: 'leave_days' }] },
    ]);
    expect(store.hasChanges).toBe(false);
    expect(store.rows.find((r) => r.fieldKey === 'days')?.alias).toBe('leave_days');
    expect(server.notices).toEqual([{ kind: 'success', message: 'approval:message.success' }]);
  });

  it('a refused save keeps the drafts and says what the server said', async () => {
    const server = serverWith({ F1: [row('days')] });
    const store = new FieldAliasStore(server.deps);
    await store.load(['F1']);
    store.setAlias('F1', 'days', 'leave days');
    expect(await store.save()).toBe(false);
    expect(store.hasChanges).toBe(true);
    expect(store.rows[0]?.alias).toBe('');
    expect(server.notices).toEqual([
      { kind: 'error', message: 'Invalid items[0].alias: the alias may hold no spaces' },
    ]);
  });

  it('saves nothing without changes', async () => {
    const server = serverWith({ F1: [row('days')] });
    const store = new FieldAliasStore(server.deps);
    await store.load(['F1']);
    expect(await store.save()).toBe(false);
    expect(server.requestsTo(api.approval.fieldAliasUpdate)).toHaveLength(0);
  });
});
