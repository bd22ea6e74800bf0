import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { FormDocument } from '@shared/form';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { FormDesignerStore } from './FormDesignerStore';

const doc = {
  list: [{ type: 'input', key: 'input_1', model: 'reason', label: 'Reason', options: {}, rules: [] }],
  config: {},
} as unknown as FormDocument;

const server = () => {
  const s = scriptedServer();
  s.answer(api.approval.formDetail, ({ query }) => {
    if (query.id === 'F404') throw new Refusal('Not found', null, '40401');
    if (query.id === 'FBAD')
      return { id: 'FBAD', formName: 'Broken', jsonContent: 'not json', remark: '', updateTime: 0 };
    return {
      id: String(query.id),
      formName: 'Leave form',
      jsonContent: JSON.stringify(doc),
      remark: 'kept',
      updateTime: 0,
    };
  });
  s.answer(api.approval.formUpdate, ({ body }) => {
    const { id, formName } = body as { id?: string; formName: string };
    if (formName === 'Taken') throw new Refusal('The name is taken');
    return { id: id ?? 'F9' };
  });
  return s;
};

describe('FormDesignerStore', () => {
  it('opens a saved form with its name; a missing one says so, an unreadable one opens empty', async () => {
    const s = server();
    const store = new FormDesignerStore(s.deps);
    await store.open('F1');
    expect(store.formId).toBe('F1');
    expect(store.formName).toBe('Leave form');
    expect(store.loaded).toMatchObject({
      formName: 'Leave form',
      remark: 'kept',
      document: { list: [{ key: 'input_1' }] },
    });
    const missing = new FormDesignerStore(s.deps);
    await missing.open('F404');
    expect(missing.loaded).toBe('missing');
    const broken = new FormDesignerStore(s.deps);
    await broken.open('FBAD');
    expect(broken.loaded).toMatchObject({ formName: 'Broken', document: undefined });
  });

  it('refuses a blank name with a warning and sends nothing', async () => {
    const s = server();
    const store = new FormDesignerStore(s.deps);
    await store.open('new');
    store.setFormName('   ');
    expect(await store.save(doc)).toBeUndefined();
    expect(s.notices).toEqual([{ kind: 'warning', message: 'formDesigner:host.nameRequired' }]);
    expect(s.requests).toEqual([]);
  });

  it('creates a new form on its first save and updates it after, keeping the remark', async () => {
    const s = server();
    const store = new FormDesignerStore(s.deps);
    await store.open('new');
    expect(store.loaded).toEqual({ document: undefined, formName: '', remark: '' });
    store.setFormName(' Trip ');
    expect(await store.save(doc)).toBe('F9');
    expect(s.requestsTo(api.approval.formUpdate)[0]?.body).toEqual({
      formName: 'Trip',
      jsonContent: JSON.stringify(doc),
      remark: '',
    });
    expect(await store.save(doc)).toBeUndefined();
    expect(s.requestsTo(api.approval.formUpdate)[1]?.body).toMatchObject({ id: 'F9', formName: 'Trip' });
    const saved = new FormDesignerStore(s.deps);
    await saved.open('F1');
    await saved.save(doc);
    expect(s.requestsTo(api.approval.formUpdate)[2]?.body).toMatchObject({
      id: 'F1',
      formName: 'Leave form',
      remark: 'kept',
    });
    expect(s.notices.map((n) => n.message)).toEqual([
      'formDesigner:host.saved',
      'formDesigner:host.saved',
      'formDesigner:host.saved',
    ]);
  });

  it('stays new when the save is refused, and the user reads why', async () => {
    const s = server();
    const store = new FormDesignerStore(s.deps);
    await store.open('new');
    store.setFormName('Taken');
    expect(await store.save(doc)).toBeUndefined();
    expect(store.formId).toBe('');
    expect(s.notices).toEqual([{ kind: 'error', message: 'The name is taken' }]);
  });
});
