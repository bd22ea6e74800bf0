import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { FormPreviewStore } from './FormPreviewStore';

describe('FormPreviewStore', () => {
  it('loads the saved document, an unreadable one as an empty form, and answers false when it cannot', async () => {
    const s = scriptedServer();
    s.answer(api.approval.formDetail, ({ query }) => {
      if (query.id === 'F404') throw new Refusal('Not found', null, '40401');
      const jsonContent =
        query.id === 'FBAD'
          ? '{"list": 3}'
          : JSON.stringify({
              list: [{ type: 'input', key: 'a', model: 'a', label: 'A', options: {}, rules: [] }],
              config: {},
            });
      return { id: String(query.id), formName: 'F', jsonContent, remark: '', updateTime: 0 };
    });
    const store = new FormPreviewStore(s.deps);
    expect(await store.load('F1')).toBe(true);
    expect(store.document.value?.list.map((c) => c.key)).toEqual(['a']);
    const broken = new FormPreviewStore(s.deps);
    expect(await broken.load('FBAD')).toBe(true);
    expect(broken.document.value?.list).toEqual([]);
    const missing = new FormPreviewStore(s.deps);
    expect(await missing.load('F404')).toBe(false);
    expect(s.notices).toEqual([{ kind: 'error', message: 'Not found' }]);
  });
});
