import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { LanguageListStore, type LanguageRow } from './LanguageListStore';

const rows = (): LanguageRow[] => [
  { locale: 'zh_CN', name: '简体中文', enabled: 'ENABLED', isDefault: true },
  { locale: 'en_US', name: 'English', enabled: 'ENABLED', isDefault: false },
  { locale: 'de_DE', name: 'Deutsch', enabled: 'DISABLED', isDefault: false },
];

const serverWithLanguages = () => {
  const server = scriptedServer();
  let list = rows();
  server.answer(api.system.languagePage, () => ({ total: list.length, rows: list }));
  server.answer(api.config.languageStatusUpdate, ({ body }) => {
    const { locale, enabled } = body as { locale: string; enabled: string };
    list = list.map((l) => (l.locale === locale ? { ...l, enabled } : l));
    return null;
  });
  server.answer(api.config.languageDefaultUpdate, ({ body }) => {
    const { locale } = body as { locale: string };
    list = list.map((l) => ({ ...l, isDefault: l.locale === locale }));
    return null;
  });
  return server;
};

describe('LanguageListStore', () => {
  it('lists the languages (page 1, limit 999)', async () => {
    const server = serverWithLanguages();
    const store = new LanguageListStore(server.deps);
    await store.start();
    expect(store.languages.value?.map((l) => l.locale)).toEqual(['zh_CN', 'en_US', 'de_DE']);
    expect(server.requestsTo(api.system.languagePage)[0]?.query).toMatchObject({ pageNum: 1, limit: 999 });
  });

  it('enables a language and makes another the default; the shell is told each time', async () => {
    const server = serverWithLanguages();
    let changes = 0;
    const store = new LanguageListStore(server.deps, () => (changes += 1));
    await store.start();
    await store.toggle(store.languages.value![2]!);
    expect(server.requestsTo(api.config.languageStatusUpdate)[0]?.body).toEqual({
      locale: 'de_DE',
      enabled: 'ENABLED',
    });
    await store.makeDefault(store.languages.value![1]!);
    expect(store.languages.value?.find((l) => l.isDefault)?.locale).toBe('en_US');
    expect(changes).toBe(2);
    expect(server.notices.filter((n) => n.kind === 'success')).toHaveLength(2);
  });

  it('shows the refusal to disable the default and tells the shell nothing', async () => {
    const server = serverWithLanguages();
    server.answer(api.config.languageStatusUpdate, () => {
      throw new Refusal('简体中文 is the default language and cannot be disabled', null, '50001');
    });
    let changes = 0;
    const store = new LanguageListStore(server.deps, () => (changes += 1));
    await store.start();
    await store.toggle(store.languages.value![0]!);
    expect(server.notices).toEqual([
      { kind: 'error', message: '简体中文 is the default language and cannot be disabled' },
    ]);
    expect(changes).toBe(0);
    expect(store.languages.value?.[0]?.enabled).toBe('ENABLED');
  });
});
