/** Helpers for tests of flow code: a readable fake `t` and a predictable id generator. */
import type { IdGenerator } from './ids';
import type { NodeFactoryContext } from './factories';
import type { MessageParams, Translate } from './messages';

/** Renders `key` or `key(a=1,b=2)`, so tests can assert both the key and its params. */
export const fakeT: Translate = (key, params?: MessageParams) => {
  if (!params || Object.keys(params).length === 0) return key;
  const rendered = Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join(',');
  return `${key}(${rendered})`;
};

/** Ids `n1`, `n2`, ... */
export function sequentialIds(prefix = 'n'): IdGenerator {
  let next = 0;
  return () => `${prefix}${++next}`;
}

export function testFactoryContext(): NodeFactoryContext {
  return { newId: sequentialIds(), t: fakeT };
}
