import { useEffect } from 'react';
import type { DictEntryRow } from '@shared/api';
import { useStores } from '../app/storeContext';

/**
 * The entries of dictionary `code` from the console's one dictionary cache (loaded once, refreshed after an
 * administrator edits it). Use inside an `observer` component; empty until loaded.
 */
export const useDict = (code: string): DictEntryRow[] => {
  const { dicts } = useStores();
  useEffect(() => void dicts.ensure(code), [dicts, code]);
  return dicts.entriesOf(code) ?? [];
};
