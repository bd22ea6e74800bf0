import { useCallback, useEffect, useState } from 'react';
import { api } from '@shared/api';
import type { StoredFileRow } from '@shared/api/modules/files';
import { useStores } from '../../app/storeContext';

export const PAGE_SIZE = 10;

/** The file centre's list state: page, name filter, rows, loading; `version` moves on every reload. */
export const useFileCentre = () => {
  const { client } = useStores();
  const [rows, setRows] = useState<StoredFileRow[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [name, setName] = useState('');
  const [version, setVersion] = useState(0);
  const requestKey = `${pageNum}|${name}|${version}`;
  const [loadedKey, setLoadedKey] = useState('');

  useEffect(() => {
    let isLive = true;
    client
      .call(api.files.list, { query: { pageNum, limit: PAGE_SIZE, name: name || undefined } })
      .then((page) => {
        if (!isLive) return;
        if (page.rows.length === 0 && pageNum > 1) return setPageNum(pageNum - 1);
        setRows(page.rows);
        setTotal(page.total);
      })
      .catch(() => undefined)
      .finally(() => isLive && setLoadedKey(requestKey));
    return () => {
      isLive = false;
    };
  }, [client, pageNum, name, requestKey]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const search = useCallback((text: string) => {
    setPageNum(1);
    setName(text.trim());
  }, []);
  const remove = useCallback((fileId: string) => client.call(api.files.remove, { body: { fileIds: [fileId] } }).then(reload), [client, reload]);

  return { rows, total, pageNum, setPageNum, version, isLoading: loadedKey !== requestKey, reload, search, remove, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
};
