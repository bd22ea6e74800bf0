import { useCallback, useEffect, useState } from 'react';

import type { PagedState } from '../../../app/model/PagedList';

/** Loads one page at a time; a change of `deps` goes back to page 1; stale answers are ignored. */
export const usePaged = <R>(
  load: (pageNum: number, limit: number) => Promise<{ total: number; rows: R[] }>,
  deps: unknown[],
  limit = 10,
): PagedState<R> => {
  const key = JSON.stringify(deps);
  const [paging, setPaging] = useState({ key, page: 1 });
  const pageNum = paging.key === key ? paging.page : 1;
  const [tick, setTick] = useState(0);
  const request = `${key}|${pageNum}|${limit}|${tick}`;
  const [result, setResult] = useState<{ request: string; total: number; rows: R[] }>({ request: '', total: 0, rows: [] });
  useEffect(() => {
    let live = true;
    load(pageNum, limit).then(
      (page) => live && setResult({ request, total: page.total, rows: page.rows }),
      () => live && setResult((old) => ({ ...old, request })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const setPageNum = useCallback((page: number) => setPaging({ key, page }), [key]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { rows: result.rows, total: result.total, pageNum, limit, isLoading: result.request !== request, setPageNum, reload };
};
