import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { CallbackConfigData } from '@shared/api/modules/approval';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aPushLog, aTemplateDetail, pageOf } from '../../model/testing/approvalRows';
import { TemplateSettingsStore } from './TemplateSettingsStore';

const saved: CallbackConfigData = {
  id: 'C1',
  processId: 'P1',
  url: 'https://example.test/hook',
  method: 'POST',
  dataFormat: 'json',
  fieldMapping: [],
  events: ['approved'],
  enabled: true,
};
const alias = (model: string) => ({
  fieldKey: model,
  model,
  fieldLabel: model.toUpperCase(),
  fieldType: 'input',
  alias: '',
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const serverFor = (config: CallbackConfigData | null = null, isSecondFormGone = false) => {
  let setups = config ? [config] : [];
  const server = scriptedServer();
  const log = Array.from({ length: 12 }, (_, i) => aPushLog(`L${i + 1}`));
  server.answer(api.approval.processDetail, () =>
    aTemplateDetail('P1', { processName: 'Leave', formIds: ['F1', 'F2'] }),
  );
  server.answer(api.approval.fieldAliasList, ({ query }) => {
    if (query.formId === 'F2' && isSecondFormGone) throw new Refusal('gone');
    if (query.formId === 'F2') return [alias('amount')] as never;
    return [alias('days'), alias('reason')] as never;
  });
  server.answer(api.approval.callbackList, () => setups);
  server.answer(api.approval.callbackAdd, ({ body }) => {
    const id = `C${setups.length + 9}`;
    setups = [...setups, { id, ...(body as Omit<CallbackConfigData, 'id'>) }];
    return { id };
  });
  server.answer(api.approval.callbackRemove, ({ query }) => {
    setups = setups.filter((setup) => setup.id !== query.id);
    return null;
  });
  server.answer(api.approval.callLog, ({ query }) => pageOf(log, query));
  return { server, log };
};

describe('TemplateSettingsStore', () => {
  it('loads the template, the fields of its forms, its setups (the first one edited) and the first log page', async () => {
    const { server } = serverFor(saved, true);
    const store = new TemplateSettingsStore(server.deps, 'P1');
    await store.start();
    await settle();
    expect(store.detail?.processName).toBe('Leave');
    // a form whose fields fail to load adds none; the client told the user
    expect(store.fields.map((f) => f.model)).toEqual(['days', 'reason']);
    expect(server.notices).toEqual([{ kind: 'error', message: 'gone' }]);
    expect(store.setups).toEqual([saved]);
    expect(store.push.draft).toEqual(saved);
    expect(store.log.page.rows).toHaveLength(10);
    expect(store.log.page.total).toBe(12);
    await store.log.page.goTo(2);
    expect(store.log.page.rows.map((r) => r.id)).toEqual(['L11', 'L12']);
  });

  it('says the template was not found and loads nothing else', async () => {
    const server = scriptedServer();
    server.answer(api.approval.processDetail, () => {
      throw new Refusal('Not found');
    });
    const store = new TemplateSettingsStore(server.deps, 'P9');
    await store.start();
    expect(store.isFailed).toBe(true);
    expect(server.requests.map((r) => r.endpoint)).toHaveLength(1);
  });
});

describe('DataPushStore (through the settings)', () => {
  it('adds new settings, then updates them, and the log reloads after each save', async () => {
    const { server } = serverFor(null);
    server.answer(api.approval.callbackUpdate, () => null);
    const store = new TemplateSettingsStore(server.deps, 'P1');
    await store.start();
    await settle();
    expect(store.fields.map((f) => f.model)).toEqual(['days', 'reason', 'amount']);
    const { push } = store;
    push.set({ url: 'https://example.test/in' });
    push.toggleEvent('approved', true);
    push.toggleEvent('rejected', true);
    push.toggleEvent('approved', false);
    push.addRow();
    push.addRow();
    push.setRow(0, { source: 'days', target: 'leaveDays' });
    push.removeRow(1);
    await store.saveAndLog();
    expect(server.requestsTo(api.approval.callbackAdd)[0]?.body).toEqual({
      processId: 'P1',
      url: 'https://example.test/in',
      method: 'POST',
      dataFormat: 'json',
      fieldMapping: [{ source: 'days', target: 'leaveDays' }],
      events: ['rejected'],
      enabled: true,
    });
    expect(push.draft.id).toBe('C9');
    expect(store.setups.map((setup) => setup.url)).toEqual(['https://example.test/in']);
    await store.saveAndLog();
    expect(server.requestsTo(api.approval.callbackUpdate)[0]?.body).toMatchObject({
      id: 'C9',
      url: 'https://example.test/in',
    });
    expect(server.notices.map((n) => n.message)).toEqual([
      'approval:message.success',
      'approval:message.success',
    ]);
    expect(server.requestsTo(api.approval.callLog)).toHaveLength(3);
  });

  it('keeps the draft when the server refuses the save, and the log is not reloaded', async () => {
    const { server } = serverFor(null);
    server.answer(api.approval.callbackAdd, () => {
      throw new Refusal('The URL is not allowed');
    });
    const store = new TemplateSettingsStore(server.deps, 'P1');
    await store.start();
    await settle();
    store.push.set({ url: 'http://10.0.0.1/x' });
    await store.saveAndLog();
    expect(store.push.draft.url).toBe('http://10.0.0.1/x');
    expect(store.push.draft.id).toBeUndefined();
    expect(server.notices).toEqual([{ kind: 'error', message: 'The URL is not allowed' }]);
    expect(server.requestsTo(api.approval.callLog)).toHaveLength(1);
  });

  it('test-pushes only saved settings and tells the result', async () => {
    const { server } = serverFor(saved);
    server.answer(api.approval.pushDataTest, () => ({
      ok: false,
      httpStatus: 500,
      error: 'push.error.status',
      requestBody: '{}',
    }));
    const store = new TemplateSettingsStore(server.deps, 'P1');
    await store.start();
    await settle();
    await store.testAndLog();
    expect(server.requestsTo(api.approval.pushDataTest)[0]?.query).toEqual({ id: 'C1' });
    expect(server.notices).toEqual([
      {
        kind: 'warning',
        message:
          'approval:push.testFailed {"status":500,"error":"approval:push.error.status {\\"defaultValue\\":\\"push.error.status\\"}"}',
      },
    ]);
    expect(server.requestsTo(api.approval.callLog)).toHaveLength(2);
    store.push.set({ id: undefined });
    await store.testAndLog();
    expect(server.requestsTo(api.approval.pushDataTest)).toHaveLength(1);
  });
});

describe('removing a setup', () => {
  const second: CallbackConfigData = { ...saved, id: 'C2', url: 'https://example.test/other' };

  it('removes it; the list and the editor follow', async () => {
    const { server } = serverFor(saved);
    server.answer(api.approval.callbackList, () =>
      server.requestsTo(api.approval.callbackRemove).length ? [second] : [saved, second],
    );
    const store = new TemplateSettingsStore(server.deps, 'P1');
    await store.start();
    expect(store.setups.map((setup) => setup.id)).toEqual(['C1', 'C2']);
    expect(store.push.draft.id).toBe('C1');
    expect(await store.remove(saved)).toBe(true);
    expect(server.requestsTo(api.approval.callbackRemove)[0]?.query).toEqual({ id: 'C1' });
    expect(store.setups.map((setup) => setup.id)).toEqual(['C2']);
    // the removed setup was being edited: the next one is
    expect(store.push.draft.id).toBe('C2');
    expect(server.notices.map((n) => n.message)).toEqual(['approval:message.success']);
  });

  it('keeps the list when the server refuses', async () => {
    const { server } = serverFor(saved);
    server.answer(api.approval.callbackRemove, () => {
      throw new Refusal('Not found', null, '40401');
    });
    const store = new TemplateSettingsStore(server.deps, 'P1');
    await store.start();
    expect(await store.remove(saved)).toBe(false);
    expect(store.setups).toEqual([saved]);
    expect(server.notices).toEqual([{ kind: 'error', message: 'Not found' }]);
  });

  it('a new setup starts blank; a picked source names the target after its alias', async () => {
    const { server } = serverFor(saved);
    server.answer(api.approval.fieldAliasList, () => [{ ...alias('days'), alias: 'leave_days' }] as never);
    const store = new TemplateSettingsStore(server.deps, 'P1');
    await store.start();
    store.push.edit();
    expect(store.push.draft.id).toBeUndefined();
    expect(store.push.draft.url).toBe('');
    store.push.addRow();
    store.pickSource(0, 'days');
    expect(store.push.draft.fieldMapping[0]).toEqual({ source: 'days', target: 'leave_days' });
    store.push.addRow();
    store.pickSource(1, '$instanceId');
    expect(store.push.draft.fieldMapping[1]).toEqual({ source: '$instanceId', target: 'instanceId' });
    // a target already typed stays
    store.pickSource(0, '$state');
    expect(store.push.draft.fieldMapping[0]).toEqual({ source: '$state', target: 'leave_days' });
  });
});
