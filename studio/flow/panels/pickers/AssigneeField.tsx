/** Picks assignees of one kind: the host's picker when given, else the built-in list. */
import { useEffect, useState } from 'react';
import type { NamedRef } from '@shared/flow/types';
import type { FlowT } from '../../useFlowT';
import { CheckList } from './CheckList';
import type { AssigneeKind, FlowDesignerServices } from './types';

export interface AssigneeFieldProps {
  services: FlowDesignerServices;
  kind: AssigneeKind;
  value: NamedRef[];
  onChange(value: NamedRef[]): void;
  isMultiple?: boolean;
  t: FlowT;
}

/** Used when the host gives neither pickers nor a loader. */
const FALLBACK: Record<AssigneeKind, NamedRef[]> = {
  user: [{ id: '1', name: 'admin' }],
  role: [{ id: '1', name: 'Administrator' }],
  organisation: [{ id: '1', name: 'Head office' }],
  position: [{ id: '1', name: 'Manager' }],
};

export function AssigneeField({ services, kind, value, onChange, isMultiple = true, t }: AssigneeFieldProps) {
  const Picker = services.pickers?.[kind];
  const [options, setOptions] = useState<NamedRef[] | null>(null);
  useEffect(() => {
    if (Picker) return;
    let isLive = true;
    const load = services.loadAssignees ? services.loadAssignees(kind) : Promise.resolve(FALLBACK[kind]);
    load.then(
      (list) => isLive && setOptions(list),
      () => isLive && setOptions([]),
    );
    return () => {
      isLive = false;
    };
  }, [Picker, services, kind]);
  if (Picker) return <Picker kind={kind} value={value} onChange={onChange} isMultiple={isMultiple} />;
  return (
    <CheckList
      label={t(`assignee.${kind}`)}
      options={options ?? []}
      value={value}
      onChange={onChange}
      isMultiple={isMultiple}
      searchLabel={t('common.search')}
      emptyText={options === null ? t('common.loading') : t('common.empty')}
    />
  );
}
