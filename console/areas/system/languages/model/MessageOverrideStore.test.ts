import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { MessageOverrideStore, type MessageRow } from './MessageOverrideStore';

const all: MessageRow[] = [
  { key: 'console:header.language', bundled: 'Language', override: null },
  { key: 'console:header.logout', bundled: 'Log out', override: 'Sign out' },
];

const serverWithMessages = () => {
  const server = scriptedServer();
  const overrides = new Map(all.map((r) => [r.key, r.override]));
  server.answer(api.config.languageMessagePage, ({ query }) => {
    const needle = String(query.keyword ?? '').toLowerCase();
    const rows = all
      .map((r) => ({ ...r, override: overrides.get(r.key) ?? null }))
      .filter((r) => !needle || r.key.includes(needle) || r.bundled.toLowerCase().includes(needle))
      .filter((r) => !query.onlyOverridden || r.override !== null);
    return { total: rows.length, rows };
  });
  server.answer(api.config.languageMessageSave, ({ body }) => {
    const { key, value } = body as { key: string; value: string };
    overrides.set(key, value);
    return null;
  });
  server.answer(api.config.languageMessageDelete, ({ body }) => {
    overrides.set((body as { key: string }).key, null);
    return null;
  });
  return server;
};

describe('MessageOverrideStore', () => {
  it('searches by key or text, in the chosen language, and filters overridden ones', async () => {
    const server = serverWithMessages();
    const store = new MessageOverrideStore(server.deps, 'en_US');
    await store.start();
    expect(store.page.rows).toHaveLength(2);
    await store.search(' log out ');
    expect(store.page.rows.map((r) => r.key)).toEqual(['console:header.logout']);
    await store.search('');
    await store.setOnlyOverridden(true);
    expect(store.page.rows.map((r) => r.override)).toEqual(['Sign out']);
    await store.setLocale('de_DE');
    expect(server.requestsTo(api.config.languageMessagePage).at(-1)?.query).toMatchObject({
      locale: 'de_DE',
    });
  });

  it('edits with the bundled text as a start, saves, reloads the console messages and the list', async () => {
    const server = serverWithMessages();
    const reloaded: string[] = [];
    const store = new MessageOverrideStore(server.deps, 'en_US', (locale) => reloaded.push(locale));
    await store.start();
    store.edit(store.page.rows[0]!);
    expect(store.form.values.value).toBe('Language');
    store.form.set('value', 'Idiom');
    expect(await store.save()).toBe(true);
    expect(server.requestsTo(api.config.languageMessageSave)[0]?.body).toEqual({
      locale: 'en_US',
      key: 'console:header.language',
      value: 'Idiom',
    });
    expect(store.editing).toBeUndefined();
    expect(store.page.rows[0]?.override).toBe('Idiom');
    expect(reloaded).toEqual(['en_US']);
  });

  it('refuses an empty or over-long text under the field without a request', async () => {
    const server = serverWithMessages();
    const store = new MessageOverrideStore(server.deps, 'en_US');
    await store.start();
    store.edit(store.page.rows[0]!);
    store.form.set('value', '  ');
    expect(await store.save()).toBe(false);
    expect(store.form.errors.value).toBe('appearance:problem.required');
    store.form.set('value', 'x'.repeat(2001));
    expect(await store.save()).toBe(false);
    expect(store.form.errors.value).toContain('problem.tooLong');
    expect(server.requestsTo(api.config.languageMessageSave)).toHaveLength(0);
  });

  it('removes an override and shows a server refusal', async () => {
    const server = serverWithMessages();
    const reloaded: string[] = [];
    const store = new MessageOverrideStore(server.deps, 'en_US', (locale) => reloaded.push(locale));
    await store.start();
    await store.remove(store.page.rows[1]!);
    expect(store.page.rows[1]?.override).toBeNull();
    expect(reloaded).toEqual(['en_US']);
    server.answer(api.config.languageMessageSave, () => {
      throw new Refusal('Invalid key: is not a message of the console', { field: 'key' });
    });
    store.edit(store.page.rows[0]!);
    expect(await store.save()).toBe(false);
    expect(server.notices.at(-1)).toEqual({
      kind: 'error',
      message: 'Invalid key: is not a message of the console',
    });
  });
});
