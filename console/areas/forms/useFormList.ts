/** Loads a page of form definitions with a name filter. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '@shared/api';
import type { FormRowData } from '@shared/api/modules/approval';
import { useStores } from '../../app/storeContext';

export const FORM_PAGE_SIZE = 20;

export function useFormList() {
  const { client } = useStores();
  const [rows, setRows] = useState<FormRowData[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [formName, setFormName] = useState('');
  const [loadedKey, setLoadedKey] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let isLive = true;
    const key = `${pageNum}|${formName}|${version}`;
    const query = { pageNum, limit: FORM_PAGE_SIZE, ...(formName ? { formName } : {}) };
    client.call(api.approval.formPage, { query }).then(
      (page) => {
        if (!isLive) return;
        setRows(page.rows);
        setTotal(page.total);
        setLoadedKey(key);
      },
      () => isLive && setLoadedKey(key),
    );
    return () => {
      isLive = false;
    };
  }, [client, pageNum, formName, version]);

  return {
    rows,
    total,
    pageNum,
    isLoading: loadedKey !== `${pageNum}|${formName}|${version}`,
    setPage: setPageNum,
    search: (name: string) => {
      setPageNum(1);
      setFormName(name.trim());
    },
    reload: useCallback(() => setVersion((value) => value + 1), []),
  };
}
