import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { ProcessDetailData } from '@shared/api/modules/approval';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import type { FlowDesignerOutput } from '@studio/flow';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { FlowDesignerStore } from './FlowDesignerStore';

const root: FlowNode = { id: 'start', pid: '', nodeName: 'initiator', type: 0, childNode: null };

const output = (name = 'Leave'): FlowDesignerOutput => ({
  basicInfo: {
    name: ` ${name} `,
    icon: 'i1',
    group: 'hr',
    formIds: ['F1'],
    displayMode: '1',
    managers: [],
    description: 'd',
  },
  settings: { autoRepeat: true } as unknown as FlowSettings,
  modelContent: root,
  note: '',
});

const detail = (over: Partial<ProcessDetailData> = {}): ProcessDetailData => ({
  id: 'P1',
  processName: 'Leave',
  processKey: 'leave',
  processType: 'finance',
  icon: 'i',
  description: 'about',
  formIds: ['F1'],
  status: 1,
  version: 3,
  hasDraftChanges: false,
  efficiencyDiagnosis: false,
  updateTime: 0,
  modelContent: JSON.stringify(root),
  displayMode: '2',
  managers: [{ id: 'U1', name: 'Ann' }],
  settings: { autoRepeat: true },
  ...over,
});

const formDoc = (keys: string[]) =>
  JSON.stringify({
    list: keys.map((key) => ({
      type: 'input',
      key,
      model: key,
      label: key.toUpperCase(),
      options: {},
      rules: [{ required: key === 'a', message: '' }],
    })),
    config: {},
  });

describe('FlowDesignerStore', () => {
  it('opens a saved flow in the designer, and tells when it is missing', async () => {
    const server = scriptedServer();
    server.answer(api.approval.processDetail, ({ query }) => {
      if (query.id !== 'P1') throw new Refusal('Not found', null, '40401');
      return detail();
    });
    const store = new FlowDesignerStore(server.deps);
    expect(store.initial).toBeNull();
    await store.open('P1');
    expect(store.processId).toBe('P1');
    expect(store.initial).toMatchObject({
      basicInfo: { name: 'Leave', group: 'finance', displayMode: '2', managers: [{ id: 'U1', name: 'Ann' }] },
      root: { id: 'start' },
    });
    const other = new FlowDesignerStore(server.deps);
    await other.open('P9');
    expect(other.initial).toBe('missing');
  });

  it('starts a new flow empty, and its first save adds it and answers the new id', async () => {
    const server = scriptedServer();
    server.answer(api.approval.processAdd, () => ({ id: 'P7' }));
    server.answer(api.approval.processUpdate, () => null);
    const store = new FlowDesignerStore(server.deps);
    await store.open('new');
    expect(store.initial).toEqual({});
    expect(await store.save(output(), false)).toBe('P7');
    expect(server.requestsTo(api.approval.processAdd)[0]?.body).toMatchObject({
      processName: 'Leave',
      processType: 'hr',
      formIds: ['F1'],
      modelContent: JSON.stringify(root),
      settings: { autoRepeat: true },
    });
    expect(server.notices).toEqual([{ kind: 'success', message: 'flow:host.saved' }]);
    expect(await store.save(output('Leave 2'), false)).toBeUndefined();
    expect(server.requestsTo(api.approval.processUpdate)[0]?.body).toMatchObject({
      id: 'P7',
      processName: 'Leave 2',
    });
  });

  it('publishes in one call: a new flow without an id, a saved one with its id', async () => {
    const server = scriptedServer();
    let next = 1;
    server.answer(api.approval.processPublish, ({ body }) => ({
      id: (body as { id?: string }).id ?? 'P8',
      version: next++,
    }));
    const store = new FlowDesignerStore(server.deps);
    await store.open('new');
    expect(await store.save(output(), true)).toBe('P8');
    expect(server.requestsTo(api.approval.processPublish)[0]?.body).not.toHaveProperty('id');
    expect(await store.save({ ...output(), note: 'HR approves now' }, true)).toBeUndefined();
    expect(server.requestsTo(api.approval.processPublish)[1]?.body).toMatchObject({
      id: 'P8',
      processName: 'Leave',
      note: 'HR approves now',
    });
    expect(server.requests.map((r) => r.endpoint)).toEqual([
      'POST /digital-portal/api/authority/admin/jflow/publish',
      'POST /digital-portal/api/authority/admin/jflow/publish',
    ]);
    expect(server.notices).toEqual([
      { kind: 'success', message: 'flow:host.published {"version":1}' },
      { kind: 'success', message: 'flow:host.published {"version":2}' },
    ]);
  });

  it('keeps a new flow new when the publish is refused, and the user reads why', async () => {
    const server = scriptedServer();
    server.answer(api.approval.processPublish, () => {
      throw new Refusal('node a1 has no approver', null, '50001');
    });
    const store = new FlowDesignerStore(server.deps);
    await store.open('new');
    await expect(store.save(output(), true)).rejects.toThrow();
    expect(store.processId).toBe('');
    expect(server.notices).toEqual([{ kind: 'error', message: 'node a1 has no approver' }]);
  });

  it('lists the forms to bind and merges the fields of the bound ones, asking once per form', async () => {
    const server = scriptedServer();
    server.answer(api.approval.formPage, () => ({
      total: 2,
      rows: [
        { id: 'F1', formName: 'One', remark: '', fieldCount: 2, updateTime: 0 },
        { id: 'F2', formName: 'Two', remark: '', fieldCount: 1, updateTime: 0 },
      ],
    }));
    server.answer(api.approval.formDetail, ({ query }) => {
      if (query.id === 'F3') throw new Refusal('gone', null, '40401');
      return {
        id: String(query.id),
        formName: '',
        remark: '',
        updateTime: 0,
        jsonContent: query.id === 'F1' ? formDoc(['a', 'b']) : formDoc(['b', 'c']),
      };
    });
    const store = new FlowDesignerStore(server.deps);
    expect(await store.forms.listForms()).toEqual([
      { id: 'F1', name: 'One' },
      { id: 'F2', name: 'Two' },
    ]);
    const fields = await store.forms.loadFormFields(['F1', 'F2', 'F3']);
    expect(fields.map((f) => [f.key, f.required])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    await store.forms.loadFormFields(['F1']);
    expect(server.requestsTo(api.approval.formDetail)).toHaveLength(3);
    expect(server.notices).toEqual([]);
  });
});
