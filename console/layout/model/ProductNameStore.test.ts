import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@shared/api/client';
import { ProductNameStore } from './ProductNameStore';

const answering = (rows: { attrCode: string; attrValue: string }[]) => {
  let calls = 0;
  const client = { call: async () => (calls++, rows) } as unknown as ApiClient;
  return { store: new ProductNameStore(() => client), calls: () => calls };
};

describe('one product name for the sign-in page, the header and the browser title', () => {
  it('a name the tenant configured stays as configured in every language', async () => {
    const { store } = answering([{ attrCode: 'VUE_APP_NAME', attrValue: 'Acme Portal' }]);
    await store.load();
    expect(store.nameOr('数字生活能源服务平台')).toBe('Acme Portal');
    expect(store.nameOr('منصة خدمات الطاقة الرقمية')).toBe('Acme Portal');
  });

  it('the seeded product name, or none, reads in the reader’s language', async () => {
    const { store } = answering([{ attrCode: 'VUE_APP_NAME', attrValue: '数字生活能源服务平台' }]);
    await store.load();
    expect(store.nameOr('Digital Energy Service Platform')).toBe('Digital Energy Service Platform');
    expect(new ProductNameStore(() => ({}) as ApiClient).nameOr('منصة')).toBe('منصة');
  });

  it('reads the properties once; a forced load reads them again', async () => {
    const { store, calls } = answering([]);
    await Promise.all([store.load(), store.load()]);
    await store.load(true);
    expect(calls()).toBe(2);
  });
});
