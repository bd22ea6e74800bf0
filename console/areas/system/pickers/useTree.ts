import { useEffect, useState } from 'react';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { useStores } from '../../../app/storeContext';
import type { ApiClient } from '@shared/api/client';

/** Loads a tree once per mount; an empty tree when the call fails. */
export const useTree = (load: (client: ApiClient) => Promise<TreeNode[]>) => {
  const { client } = useStores();
  const [roots, setRoots] = useState<TreeNode[]>();
  useEffect(() => {
    let live = true;
    load(client).then((r) => live && setRoots(r), () => live && setRoots([]));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  return roots;
};
