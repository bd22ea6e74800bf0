import { describe, expect, it } from 'vitest';
import { PHONE_BOOT_SCRIPT, type PhonePrefetch } from '@shared/phone/phoneBoot';
import { routeOf, type ListKind } from '../app/routes';
import { createFetchCall } from './fetchCall';
import { ListStore } from './ListStore';

/** Runs the boot script on a page address with a session and a language; the addresses it asked for. */
const boot = (pathname: string) => {
  const asked: string[] = [];
  const win: Record<string, unknown> = {
    location: { pathname },
    localStorage: { getItem: () => 'en_US' },
    fetch: async (url: string) => {
      asked.push(url);
      return new Response('{}');
    },
    URLSearchParams,
  };
  const doc = {
    cookie: 'Admin-Token=t1',
    getElementById: () => ({ textContent: '{}' }),
    createElement: () => ({}),
    head: { appendChild: () => undefined },
  };
  new Function('window', 'document', PHONE_BOOT_SCRIPT)(win, doc);
  return { asked, prefetch: win.__phonePrefetch as PhonePrefetch | undefined };
};

/** The address the list's store asks for its first page. */
const storeAsks = async (kind: ListKind) => {
  const asked: string[] = [];
  const call = createFetchCall(
    { token: () => 't1', language: () => 'en_US', signedOut: () => undefined, networkMessage: () => '' },
    async (url) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ code: '10000', data: { total: 0, rows: [] } }));
    },
  );
  await new ListStore(() => call, kind).loadMore();
  return asked;
};

describe('the boot script on a list link', () => {
  it.each(['/m/', '/m', '/m/done', '/m/mine', '/m/cc'])(
    'asks for the first page of %s exactly as its store will, so the store takes that answer',
    async (pathname) => {
      const route = routeOf(pathname);
      if (route.name !== 'list') throw new Error(`${pathname} is not a list`);
      const { asked, prefetch } = boot(pathname);
      expect(asked).toEqual(await storeAsks(route.list));
      expect(prefetch?.map((entry) => entry.path)).toEqual([asked[0]?.split('?')[0]]);
    },
  );

  it('asks for nothing on other pages', () => {
    expect(boot('/m/letters').asked).toEqual([]);
    expect(boot('/m/start').asked).toEqual([]);
  });
});
