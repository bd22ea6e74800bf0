import { action, makeObservable, observable } from 'mobx';
import { api, type DictEntryRow } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import type { DictionaryCache } from '../../app/model/ModelDeps';

/** Dictionaries the console preloads after sign-in (console spec §9). */
export const PRELOADED_DICTS = [
  'sys_normal_disable',
  'ec_event_group',
  'my_authority_app_category',
  'sys_user_sex',
];

/**
 * The one cache of dictionaries in the console (sex, status, app category, urgency, event groups …), each loaded
 * once per language with GET dict/data/dictCode/{code}. Failures are silent and leave the dictionary unloaded so
 * the next reader tries again. Administrators' edits drop the code, and a dictionary someone showed reloads.
 */
export class DictionaryStore implements DictionaryCache {
  private readonly entries = observable.map<string, DictEntryRow[]>({}, { deep: false });
  private readonly inFlight = new Map<string, Promise<DictEntryRow[]>>();
  private loadedLocale: string | undefined;

  constructor(
    private readonly client: () => ApiClient,
    /** The language labels are asked in; a change empties the cache. */
    private readonly locale: () => string,
  ) {
    makeObservable<DictionaryStore, 'put'>(this, { put: action, drop: action, clear: action });
  }

  /** The entries of `code` (loading them once); an empty list when the call fails. */
  ensure(code: string): Promise<DictEntryRow[]> {
    if (this.loadedLocale !== this.locale()) {
      this.clear();
      this.loadedLocale = this.locale();
    }
    const cached = this.entries.get(code);
    if (cached) return Promise.resolve(cached);
    let pending = this.inFlight.get(code);
    if (!pending) {
      pending = this.client()
        .call(api.system.dictByCode, { params: { dictCode: code } }, { silent: true })
        .then((rows) => {
          if (this.inFlight.get(code) === pending) this.put(code, rows);
          return rows;
        })
        .catch(() => [] as DictEntryRow[])
        .finally(() => {
          if (this.inFlight.get(code) === pending) this.inFlight.delete(code);
        });
      this.inFlight.set(code, pending);
    }
    return pending;
  }

  /** The loaded entries of `code` (observable), or undefined before they arrive. */
  entriesOf(code: string): DictEntryRow[] | undefined {
    return this.entries.get(code);
  }

  /** The label of `value` in `code`, or the value itself when unknown or not loaded. */
  label(code: string, value: string): string {
    return this.entries.get(code)?.find((e) => e.dictValue === value)?.dictLabel ?? value;
  }

  /** Forgets `code` after an edit; when it was loaded it is read again so what shows it follows. */
  drop(code: string) {
    const wasLoaded = this.entries.has(code);
    this.entries.delete(code);
    this.inFlight.delete(code);
    if (wasLoaded) void this.ensure(code);
  }

  /** Forgets everything (sign-out, tenant switch, language change). */
  clear() {
    this.entries.clear();
    this.inFlight.clear();
  }

  /** Loads the dictionaries of console spec §9 at once. */
  preload() {
    return Promise.all(PRELOADED_DICTS.map((code) => this.ensure(code)));
  }

  private put(code: string, rows: DictEntryRow[]) {
    this.entries.set(code, rows);
  }
}
