import { describe, expect, it } from 'vitest';
import { MessageKey } from './messages';
import { parseImport } from './importDocument';

describe('parseImport on pathological input', () => {
  it('refuses containers nested 20,000 deep with the import message instead of throwing', () => {
    const depth = 20_000;
    const opening = '{"type":"card","label":"c","key":"k","options":{},"list":['.repeat(depth);
    const text = `{"list":[${opening}${']}'.repeat(depth)}]}`;
    expect(parseImport(text)).toEqual({ ok: false, message: { key: MessageKey.importFailed } });
  });
});
