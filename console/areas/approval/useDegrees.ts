import { useEffect, useState } from 'react';
import { api } from '@shared/api';
import { useStores } from '../../app/storeContext';

export interface DegreeOption { value: number; label: string }

/** The urgency dictionary (Jflow_Degree): dictValue → dictLabel. */
export function useDegrees(): DegreeOption[] {
  const { client } = useStores();
  const [options, setOptions] = useState<DegreeOption[]>([]);
  useEffect(() => {
    let isLive = true;
    client.call(api.system.dictByCode, { params: { dictCode: 'Jflow_Degree' } }, { silent: true })
      .then((rows) => isLive && setOptions(rows.map((row) => ({ value: Number(row.dictValue), label: row.dictLabel }))))
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [client]);
  return options;
}

export const degreeLabel = (options: DegreeOption[], value: number) => options.find((o) => o.value === value)?.label ?? String(value);
