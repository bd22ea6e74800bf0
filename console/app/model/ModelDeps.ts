import type { DictEntryRow } from '@shared/api';
import type { ApiClient } from '@shared/api/client';

/** How a model tells the user an outcome; the console shows these as toasts. */
export interface Notifier {
  error(message: string): void;
  warning(message: string): void;
  success(message: string): void;
}

/** Translates a namespaced key (`admin:ui.success`) with optional values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The console's one dictionary cache (console/layout/model/DictionaryStore.ts). */
export interface DictionaryCache {
  ensure(code: string): Promise<DictEntryRow[]>;
  entriesOf(code: string): DictEntryRow[] | undefined;
  label(code: string, value: string): string;
  /** Forgets `code` after an administrator changed it. */
  drop(code: string): void;
}

/**
 * What every console area model is built from: the typed API client, the notifier and the translator. Models
 * receive these from their factory and are the only console code that calls the server.
 */
export interface ModelDeps {
  client: ApiClient;
  notify: Notifier;
  t: Translate;
  /** The shared dictionary cache; absent in model tests that script dict/data/dictCode themselves. */
  dicts?: DictionaryCache;
}
