import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { aTemplate } from '../../model/testing/approvalRows';
import { StartApplicationStore, type StartForm } from './StartApplicationStore';

const leaveForm: StartForm = {
  processId: 'P-LEAVE',
  processName: 'Leave',
  version: 1,
  displayMode: '1',
  forms: [],
  privileges: [],
  designateNodes: [],
  ccNodes: [],
  submitForOthers: false,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const serverWithTemplates = () => {
  const server = scriptedServer();
  server.answer(api.system.dictByCode, () => []);
  server.answer(api.approval.processPage, () => ({
    total: 3,
    rows: [
      aTemplate('P-LEAVE', { processType: 'attendance' }),
      aTemplate('P-PAY', { processType: 'payroll' }),
      aTemplate('P-HR'),
    ],
  }));
  server.answer(api.approval.startForm, () => leaveForm);
  server.answer(api.approval.startPreview, () => ({ needActors: false, nodes: [] }));
  server.answer(api.approval.start, () => ({ instanceId: 'I1' }));
  return server;
};

describe('StartApplicationStore', () => {
  it('lists the published templates by group in the fixed group order', async () => {
    const server = serverWithTemplates();
    const store = new StartApplicationStore(server.deps);
    await store.start();
    expect(server.requestsTo(api.approval.processPage)[0]?.query).toMatchObject({ published: 1 });
    expect(store.groups().map((g) => [g.group, g.rows.map((r) => r.id)])).toEqual([
      ['hr', ['P-HR']],
      ['attendance', ['P-LEAVE']],
      ['payroll', ['P-PAY']],
    ]);
  });

  it('shows no template when the list fails to load', async () => {
    const server = scriptedServer();
    server.answer(api.system.dictByCode, () => []);
    server.answer(api.approval.processPage, () => {
      throw new Refusal('busy');
    });
    const store = new StartApplicationStore(server.deps);
    await store.start();
    expect(store.templates.value).toEqual([]);
    expect(store.groups()).toEqual([]);
  });

  it('starts the chosen template with the form data, name, urgency and reason', async () => {
    const server = serverWithTemplates();
    const store = new StartApplicationStore(server.deps);
    await store.pick(aTemplate('P-LEAVE'));
    expect(store.chosen?.processName).toBe('Leave');
    store.setItemName('  My leave ');
    store.setDegree(3);
    store.setComment('family');
    expect(await store.submit(() => Promise.resolve({ days: 2 }))).toBe(true);
    expect(server.requestsTo(api.approval.start)[0]?.body).toMatchObject({
      processId: 'P-LEAVE',
      params: { days: 2 },
      itemName: 'My leave',
      degree: 3,
      comment: 'family',
    });
    expect(server.notices).toEqual([{ kind: 'success', message: 'approval:message.success' }]);
    store.back();
    expect(store.chosen).toBeUndefined();
  });

  it('sends nothing when the form is invalid or nobody is chosen for a dynamic approver', async () => {
    const server = serverWithTemplates();
    const store = new StartApplicationStore(server.deps);
    await store.pick(aTemplate('P-LEAVE'));
    expect(await store.submit(() => Promise.reject(new Error('invalid')))).toBe(false);
    server.answer(api.approval.startPreview, () => ({
      needActors: true,
      nodes: [{ id: 'd', nodeName: 'Pick', selectMode: 2 }],
    }));
    const cancelled = store.submit(() => Promise.resolve({}));
    await settle();
    expect(store.actors.asking).toEqual({ nodeNames: ['Pick'], selectMode: 2 });
    store.actors.answer([]);
    expect(await cancelled).toBe(false);
    const chosen = store.submit(() => Promise.resolve({}));
    await settle();
    store.actors.answer([{ id: 'U3', name: 'Li Si' }]);
    expect(await chosen).toBe(true);
    expect(server.requestsTo(api.approval.start)).toHaveLength(1);
    expect(server.requestsTo(api.approval.start)[0]?.body).toMatchObject({
      assignorList: [{ id: 'U3', name: 'Li Si' }],
    });
  });

  it('stays open when the server refuses the start', async () => {
    const server = serverWithTemplates();
    server.answer(api.approval.start, () => {
      throw new Refusal('Days must be at least 1', { field: 'days' });
    });
    const store = new StartApplicationStore(server.deps);
    await store.pick(aTemplate('P-LEAVE'));
    expect(await store.submit(() => Promise.resolve({ days: 0 }))).toBe(false);
    expect(server.notices).toEqual([{ kind: 'error', message: 'Days must be at least 1' }]);
    expect(store.runner.isBusy).toBe(false);
  });
  it('asks for the picks the flow needs, refuses to send with a designate node empty, sends picks and on-behalf', async () => {
    const server = serverWithTemplates();
    const askingForm: StartForm = {
      ...leaveForm,
      designateNodes: [{ id: 'd1', nodeName: 'Manager', selectMode: 1 }],
      ccNodes: [{ id: 'c1', nodeName: 'Notify', selectMode: 2 }],
      submitForOthers: true,
    };
    server.answer(api.approval.startForm, () => askingForm);
    server.answer(api.approval.userOptions, () => [
      { userId: 'U4', userName: 'wangwu', nickName: 'Wang Wu' },
    ]);
    const store = new StartApplicationStore(server.deps);
    await store.pick(aTemplate('P-LEAVE'));
    await settle();
    expect(store.members.value).toEqual([{ userId: 'U4', userName: 'wangwu', nickName: 'Wang Wu' }]);
    expect(await store.submit(() => Promise.resolve({ days: 1 }))).toBe(false);
    expect(store.showsPickErrors).toBe(true);
    expect(store.missingPicks.map((node) => node.id)).toEqual(['d1']);
    expect(server.requestsTo(api.approval.start)).toHaveLength(0);
    store.openPicker({ id: 'd1', nodeName: 'Manager', selectMode: 1 });
    store.answerPicker([{ id: 'U3', name: 'Li Si' }]);
    store.openPicker({ id: 'c1', nodeName: 'Notify', selectMode: 2 });
    store.answerPicker([]);
    expect(store.picks).toEqual({ d1: [{ id: 'U3', name: 'Li Si' }] });
    store.openPicker({ id: 'c1', nodeName: 'Notify', selectMode: 2 });
    store.answerPicker([{ id: 'U5', name: 'Zhao Liu' }]);
    store.setOnBehalfOf('U4');
    expect(await store.submit(() => Promise.resolve({ days: 1 }))).toBe(true);
    const picks = [
      { nodeId: 'd1', people: [{ id: 'U3', name: 'Li Si' }] },
      { nodeId: 'c1', people: [{ id: 'U5', name: 'Zhao Liu' }] },
    ];
    expect(server.requestsTo(api.approval.startPreview)[0]?.body).toMatchObject({ picks });
    expect(server.requestsTo(api.approval.start)[0]?.body).toMatchObject({ picks, onBehalfOf: 'U4' });
  });
});
