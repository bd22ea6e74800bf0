import { useEffect, useState } from 'react';
import type { ApiClient } from '@shared/api/client';
import { useStores } from '../../../app/storeContext';

/** Loads something once per change of `key`; undefined while loading, `fallback` on failure. */
export const useLoad = <T>(load: (client: ApiClient) => Promise<T>, key: unknown, fallback: T): T | undefined => {
  const { client } = useStores();
  const k = JSON.stringify(key) ?? '';
  const [loaded, setLoaded] = useState<{ key: string; value: T }>();
  useEffect(() => {
    let live = true;
    load(client).then((value) => live && setLoaded({ key: k, value }), () => live && setLoaded({ key: k, value: fallback }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, k]);
  return loaded?.key === k ? loaded.value : undefined;
};
