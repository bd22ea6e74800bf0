import type { Scope } from './scopes';

/** A value the loader read, with the scopes it was read from (a write to any of them drops it). */
export interface Loaded<V> {
  value: V;
  scopes: readonly Scope[];
}

export interface TaggedCacheOptions {
  /** Safety net: an entry is read again after this long even if no change was heard. */
  ttlMs: number;
  maxEntries: number;
  /** Monotonic milliseconds (tests pass their own). */
  clock?: () => number;
}

interface Entry<V> {
  value: V;
  scopes: readonly Scope[];
  expiresAt: number;
}

/**
 * An in-memory read-through cache whose entries are dropped by scope. A load that was running when one of the scopes
 * it read from was dropped is not kept (it may have read the old rows), and later callers do not join any load that
 * was running then: once `drop` returns, every caller gets data read after the change. A drop of other scopes does
 * not cost a running load its result, so a slow load (a big tenant's people) is kept however busy the channel is.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByScope = new Map<Scope, Set<string>>();
  private readonly loading = new Map<string, Promise<V | undefined>>();
  private readonly clock: () => number;
  /** Bumped by every drop; a load keeps its result only if no drop happened while it ran. */
  private generation = 0;
  /** While loads run: the generation of each scope's latest drop, and of the latest clear. */
  private readonly droppedAt = new Map<Scope, number>();
  private clearedAt = 0;
  private running = 0;
  private isBypassed = false;

  constructor(private readonly options: TaggedCacheOptions) {
    this.clock = options.clock ?? (() => performance.now());
    if (options.ttlMs <= 0 || options.maxEntries <= 0) this.isBypassed = true;
  }

  get size() {
    return this.entries.size;
  }

  /** The cached value, or the loader's (shared with concurrent callers of the same key). Undefined is never kept. */
  get(key: string, load: () => Promise<Loaded<V> | undefined>): Promise<V | undefined> {
    if (this.isBypassed) return load().then((loaded) => loaded?.value);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.clock()) return Promise.resolve(entry.value);
    if (entry) this.remove(key);
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    this.running++;
    const settle = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
      if (--this.running === 0) this.droppedAt.clear();
    };
    const promise = load().then(
      (loaded) => {
        const isCurrent = loaded !== undefined && this.isCurrent(loaded.scopes, generation);
        settle();
        if (loaded && isCurrent && !this.isBypassed) this.store(key, loaded);
        return loaded?.value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** Drops every entry read from any of the scopes. */
  drop(scopes: Iterable<Scope>) {
    this.generation++;
    this.loading.clear();
    for (const scope of scopes) {
      if (this.running > 0) this.droppedAt.set(scope, this.generation);
      for (const key of [...(this.keysByScope.get(scope) ?? [])]) this.remove(key);
    }
  }

  clear() {
    this.generation++;
    this.clearedAt = this.generation;
    this.loading.clear();
    this.entries.clear();
    this.keysByScope.clear();
  }

  /** While bypassed (changes may go unheard) nothing is kept or served from memory. */
  setBypassed(isBypassed: boolean) {
    if (this.options.ttlMs <= 0 || this.options.maxEntries <= 0) return;
    this.clear();
    this.isBypassed = isBypassed;
  }

  /** Whether nothing a load read from (`scopes`) was dropped since it began at `generation`. */
  private isCurrent(scopes: readonly Scope[], generation: number) {
    if (this.clearedAt > generation) return false;
    return scopes.every((scope) => (this.droppedAt.get(scope) ?? 0) <= generation);
  }

  private store(key: string, loaded: Loaded<V>) {
    this.remove(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    this.entries.set(key, {
      value: loaded.value,
      scopes: loaded.scopes,
      expiresAt: this.clock() + this.options.ttlMs,
    });
    for (const scope of loaded.scopes) {
      const keys = this.keysByScope.get(scope) ?? new Set<string>();
      keys.add(key);
      this.keysByScope.set(scope, keys);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const scope of entry.scopes) {
      const keys = this.keysByScope.get(scope);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByScope.delete(scope);
    }
  }
}
