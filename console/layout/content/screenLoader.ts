import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyScreen } from '../../screens/types';

/** Console spec §9: a screen chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The error of §8: name ChunkLoadError, message 'Loading chunk {name} failed', type missing or timeout. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly type: 'missing' | 'timeout',
  ) {
    super(`Loading chunk ${chunk} failed`);
  }
}

/** Loads a screen module, failing with ChunkLoadError on a network error or after the time-out. */
export const loadWithTimeout = (
  name: string,
  load: LazyScreen,
  timeoutMs = CHUNK_TIMEOUT_MS,
): ReturnType<LazyScreen> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(name, 'timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError(name, 'missing'));
      },
    );
  });

type Lazy = LazyExoticComponent<ComponentType>;

/** One lazy component per screen key, so hidden kept-alive tabs and the active one share it; retry drops it. */
export const createScreenCache = () => {
  const cache = new Map<string, Lazy>();
  return {
    get(name: string, load: LazyScreen): Lazy {
      let found = cache.get(name);
      if (!found) {
        found = lazy(() => loadWithTimeout(name, load));
        cache.set(name, found);
      }
      return found;
    },
    forget(name: string) {
      cache.delete(name);
    },
  };
};
