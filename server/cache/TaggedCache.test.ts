import { describe, expect, it } from 'vitest';
import { scope } from './scopes';
import { TaggedCache } from './TaggedCache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

const setup = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
  let now = 0;
  const cache = new TaggedCache<string>({
    ttlMs: options.ttlMs ?? 1000,
    maxEntries: options.maxEntries ?? 100,
    clock: () => now,
  });
  let loads = 0;
  const loader =
    (value: string, scopes = [scope.user('U1')]) =>
    async () => {
      loads++;
      return { value, scopes };
    };
  return { cache, loader, loads: () => loads, advance: (ms: number) => (now += ms) };
};

describe('TaggedCache', () => {
  it('answers from memory after the first load', async () => {
    const { cache, loader, loads } = setup();
    expect(await cache.get('k', loader('a'))).toBe('a');
    expect(await cache.get('k', loader('b'))).toBe('a');
    expect(loads()).toBe(1);
  });

  it('reads again once a scope the value came from is dropped, and only then', async () => {
    const { cache, loader } = setup();
    await cache.get('u1', loader('one', [scope.user('U1'), scope.tenant('M1')]));
    await cache.get('u2', loader('two', [scope.user('U2'), scope.tenant('M2')]));
    cache.drop([scope.tenant('M1')]);
    expect(await cache.get('u1', loader('one again'))).toBe('one again');
    expect(await cache.get('u2', loader('two again'))).toBe('two');
  });

  it('reads again after the TTL', async () => {
    const { cache, loader, advance } = setup({ ttlMs: 1000 });
    await cache.get('k', loader('a'));
    advance(999);
    expect(await cache.get('k', loader('b'))).toBe('a');
    advance(1);
    expect(await cache.get('k', loader('b'))).toBe('b');
  });

  it('does not keep what a loader found missing', async () => {
    const { cache } = setup();
    expect(await cache.get('k', async () => undefined)).toBeUndefined();
    expect(await cache.get('k', async () => ({ value: 'now there', scopes: [] }))).toBe('now there');
  });

  it('shares one load between concurrent callers of a key', async () => {
    const { cache } = setup();
    const gate = deferred<{ value: string; scopes: [] }>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    gate.resolve({ value: 'a', scopes: [] });
    expect(await both).toEqual(['a', 'a']);
    expect(loads).toBe(1);
  });

  it('neither keeps nor shares a load that was running when its data changed', async () => {
    const { cache } = setup();
    const stale = deferred<{ value: string; scopes: ReturnType<typeof scope.user>[] }>();
    const early = cache.get('k', () => stale.promise);
    cache.drop([scope.user('U1')]);
    const late = cache.get('k', async () => ({ value: 'fresh', scopes: [scope.user('U1')] }));
    stale.resolve({ value: 'stale', scopes: [scope.user('U1')] });
    expect(await early).toBe('stale');
    expect(await late).toBe('fresh');
    expect(await cache.get('k', async () => ({ value: 'third', scopes: [] }))).toBe('fresh');
  });

  it('keeps a load that was running when other data changed, but lets no later caller join it', async () => {
    const { cache } = setup();
    const slow = deferred<{ value: string; scopes: ReturnType<typeof scope.user>[] }>();
    const early = cache.get('k', () => slow.promise);
    cache.drop([scope.user('U9')]);
    let joined = true;
    const late = cache.get('k', async () => {
      joined = false;
      return { value: 'late', scopes: [scope.user('U1')] };
    });
    expect(await late).toBe('late');
    expect(joined).toBe(false);
    slow.resolve({ value: 'slow', scopes: [scope.user('U1')] });
    expect(await early).toBe('slow');
    expect(await cache.get('k', async () => ({ value: 'third', scopes: [] }))).toBe('slow');
  });

  it('keeps no load that was running when everything was cleared', async () => {
    const { cache } = setup();
    const slow = deferred<{ value: string; scopes: ReturnType<typeof scope.user>[] }>();
    const early = cache.get('k', () => slow.promise);
    cache.clear();
    slow.resolve({ value: 'slow', scopes: [scope.user('U1')] });
    expect(await early).toBe('slow');
    expect(await cache.get('k', async () => ({ value: 'fresh', scopes: [] }))).toBe('fresh');
  });

  it('a failed load is not kept and the next caller tries again', async () => {
    const { cache, loader } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', loader('a'))).toBe('a');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { cache, loader } = setup({ maxEntries: 2 });
    await cache.get('a', loader('a'));
    await cache.get('b', loader('b'));
    await cache.get('c', loader('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', loader('a2'))).toBe('a2');
    expect(await cache.get('c', loader('c2'))).toBe('c');
  });

  it('while bypassed serves and keeps nothing', async () => {
    const { cache, loader, loads } = setup();
    await cache.get('k', loader('a'));
    cache.setBypassed(true);
    expect(await cache.get('k', loader('b'))).toBe('b');
    expect(await cache.get('k', loader('c'))).toBe('c');
    cache.setBypassed(false);
    expect(await cache.get('k', loader('d'))).toBe('d');
    expect(await cache.get('k', loader('e'))).toBe('d');
    expect(loads()).toBe(4);
  });

  it('a TTL of 0 turns it off', async () => {
    const { cache, loader, loads } = setup({ ttlMs: 0 });
    await cache.get('k', loader('a'));
    expect(await cache.get('k', loader('b'))).toBe('b');
    cache.setBypassed(false);
    expect(await cache.get('k', loader('c'))).toBe('c');
    expect(loads()).toBe(3);
  });
});
