import type { ApiClient } from '@shared/api/client';

/** How a model tells the user an outcome; the console shows these as toasts. */
export interface Notifier {
  error(message: string): void;
  warning(message: string): void;
  success(message: string): void;
}

/** Translates a namespaced key (`admin:ui.success`) with optional values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What every console area model is built from: the typed API client, the notifier and the translator. Models
 * receive these from their factory and are the only console code that calls the server.
 */
export interface ModelDeps {
  client: ApiClient;
  notify: Notifier;
  t: Translate;
}
