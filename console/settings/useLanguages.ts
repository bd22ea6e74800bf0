import { useEffect, useState } from 'react';
import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { useStores } from '../app/storeContext';

type Language = ResponseOf<typeof api.system.languagePage>['rows'][number];

/**
 * The tenant's language list (console spec §7.1: page 1, limit 999), read again after an administrator changes it.
 * A failed call yields an empty list (§8). Callers are observers (the version is observable).
 */
export const useLanguages = (): Language[] => {
  const { client, settings } = useStores();
  const version = settings.languagesVersion;
  const [languages, setLanguages] = useState<Language[]>([]);
  useEffect(() => {
    let alive = true;
    client
      .call(api.system.languagePage, { query: { pageNum: 1, limit: 999 } }, { silent: true })
      .then((page) => alive && setLanguages(page.rows))
      .catch(() => alive && setLanguages([]));
    return () => {
      alive = false;
    };
  }, [client, version]);
  return languages;
};
