/** Options of a choice control: event results first, then a dictionary, host dynamic data, or the control's own list. */
import { useEffect, useState } from 'react';
import type { FormControl, OptionItem } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { useEventOptions } from '../state/storeHooks';

export function useOptions(control: FormControl): OptionItem[] {
  const { dataSource } = useRuntime();
  const fromEvent = useEventOptions(control.key);
  const { dictCode, dynamic, dynamicKey } = control.options;
  const [loaded, setLoaded] = useState<OptionItem[] | undefined>(undefined);
  useEffect(() => {
    let isLive = true;
    const source =
      dictCode && dataSource.dict
        ? dataSource.dict(dictCode)
        : dynamic && dynamicKey && dataSource.dynamic
          ? dataSource.dynamic(dynamicKey)
          : undefined;
    if (!source) return;
    Promise.resolve(source)
      .then((items) => isLive && setLoaded(items))
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [dataSource, dictCode, dynamic, dynamicKey]);
  if (fromEvent) return fromEvent.map((item) => ({ label: item.label, value: item.value }));
  if (loaded) return loaded;
  if (dynamic || dictCode) return [];
  return control.options.options ?? [];
}
