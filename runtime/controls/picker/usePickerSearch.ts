/**
 * A picker's search against its data source: the words typed (debounced), the pages loaded so far, whether more
 * match, and the loading and failure states. An answer to an older search never replaces a newer one.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PickerOption, PickerPage, PickerQuery } from '../../dataSource';

/** Typing pauses this long before the search goes out. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface PickerSearch {
  items: PickerOption[];
  total: number;
  status: SearchStatus;
  hasMore: boolean;
  /** Loads the next page (no-op while loading or when all are shown). */
  loadMore: () => void;
  /** Runs the last search again after a failure. */
  retry: () => void;
}

interface Loaded {
  keyword: string;
  pages: number;
  items: PickerOption[];
  total: number;
}

const EMPTY: Loaded = { keyword: '', pages: 0, items: [], total: 0 };

interface Wanted {
  keyword: string;
  pageNum: number;
}

export function usePickerSearch(
  source: ((query: PickerQuery) => Promise<PickerPage>) | undefined,
  keyword: string,
  isActive: boolean,
): PickerSearch {
  const [loaded, setLoaded] = useState<Loaded>(EMPTY);
  const [wanted, setWanted] = useState<Wanted | null>(null);
  // The request each outcome answers: the status is derived from which one the latest request has.
  const [settled, setSettled] = useState<{ request: Wanted; isOk: boolean } | null>(null);

  // A new keyword (or opening the list) asks for its first page once typing pauses.
  useEffect(() => {
    if (!isActive || !source) return;
    const trimmed = keyword.trim();
    const timer = setTimeout(
      () => setWanted({ keyword: trimmed, pageNum: 1 }),
      trimmed ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [keyword, isActive, source]);

  useEffect(() => {
    if (!wanted || !source) return;
    let isLatest = true;
    source(wanted).then(
      (page) => {
        if (!isLatest) return;
        setLoaded((current) => ({
          keyword: wanted.keyword,
          pages: wanted.pageNum,
          total: page.total,
          items:
            wanted.pageNum === 1
              ? page.items
              : [
                  ...current.items,
                  ...page.items.filter((item) => !current.items.some((i) => i.value === item.value)),
                ],
        }));
        setSettled({ request: wanted, isOk: true });
      },
      () => isLatest && setSettled({ request: wanted, isOk: false }),
    );
    return () => {
      isLatest = false;
    };
  }, [wanted, source]);

  const status: SearchStatus = !wanted
    ? 'idle'
    : settled?.request !== wanted
      ? 'loading'
      : settled.isOk
        ? 'ready'
        : 'failed';
  const hasMore = status === 'ready' && loaded.items.length < loaded.total;
  const loadMore = useCallback(() => {
    if (hasMore) setWanted({ keyword: loaded.keyword, pageNum: loaded.pages + 1 });
  }, [hasMore, loaded.keyword, loaded.pages]);
  const retry = useCallback(() => setWanted((current) => (current ? { ...current } : current)), []);
  return { items: loaded.items, total: loaded.total, status, hasMore, loadMore, retry };
}
