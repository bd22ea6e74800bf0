/** The regions under `parent` (provinces for null; nothing for undefined) from the host's data source. */
import { useEffect, useState } from 'react';
import type { OptionItem } from '@shared/form';
import { useRuntime } from '../../state/RuntimeContext';

export interface RegionOptions {
  options: OptionItem[];
  isLoading: boolean;
}

export function useRegionOptions(parent: string | null | undefined): RegionOptions {
  const { regions } = useRuntime().dataSource;
  const [loaded, setLoaded] = useState<{ parent: string | null | undefined; options: OptionItem[] }>({
    parent: undefined,
    options: [],
  });
  useEffect(() => {
    if (!regions || parent === undefined) return;
    let isLive = true;
    regions(parent).then(
      (options) => isLive && setLoaded({ parent, options }),
      () => isLive && setLoaded({ parent, options: [] }),
    );
    return () => {
      isLive = false;
    };
  }, [regions, parent]);
  if (!regions || parent === undefined) return { options: [], isLoading: false };
  const isCurrent = loaded.parent === parent;
  return { options: isCurrent ? loaded.options : [], isLoading: !isCurrent };
}
