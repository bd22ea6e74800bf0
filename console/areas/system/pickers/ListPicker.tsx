import { useMemo, useState } from 'react';
import { Checkbox, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { filterByText, togglePick } from './model/window';
import { PickedChips } from './PickedChips';
import type { ListItem, PickerProps } from './types';
import { VirtualList } from './VirtualList';

export type { ListItem };

export interface ListPickerProps extends PickerProps {
  items: ListItem[] | undefined;
  isLoading: boolean;
  label: string;
  /** Only the first rows are in; the rest are loading. A search waits for them. */
  isPartial?: boolean;
  /** How many items there are in all, when more than `items` (a partial list). */
  total?: number;
}

/** Search box, virtual list with checkboxes and the picked tags; shared by the member and role pickers. */
export function ListPicker({
  items,
  isLoading,
  isPartial = false,
  total,
  label,
  value,
  onChange,
  multiple = false,
  height = 320,
  disabled,
}: ListPickerProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const isSearchWaiting = isPartial && search.trim() !== '';
  const shown = useMemo(
    () => filterByText(items ?? [], search, (i) => `${i.name} ${i.hint}`),
    [items, search],
  );
  const picked = useMemo(() => new Set(value.map((v) => v.id)), [value]);
  return (
    <div className="picker">
      <PickedChips
        value={value}
        disabled={disabled}
        onRemove={(id) => onChange(value.filter((v) => v.id !== id))}
      />
      <InputGroup
        leftIcon="search"
        placeholder={t('picker.search')}
        aria-label={`${label} ${t('picker.search')}`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {isLoading || isSearchWaiting ? (
        <div className="admin-state" style={{ height }}>
          <Spinner size={24} aria-label={t('ui.loading')} />
        </div>
      ) : shown.length === 0 ? (
        <div className="admin-state" style={{ height }} role="status">
          <NonIdealState
            icon={search.trim() ? 'search' : 'inbox'}
            title={search.trim() ? t('picker.noMatch') : t('ui.empty')}
          />
        </div>
      ) : (
        <VirtualList
          items={shown}
          height={height}
          label={label}
          rowKey={(i) => i.id}
          renderRow={(item) => (
            <Checkbox
              style={{ margin: 0, width: '100%' }}
              disabled={disabled}
              checked={picked.has(item.id)}
              onChange={() => onChange(togglePick(value, { id: item.id, name: item.name }, multiple))}
              labelElement={
                <span>
                  {item.name} <small className="picker-hint">{item.hint}</small>
                </span>
              }
            />
          )}
        />
      )}
      <small>
        {isPartial
          ? t('picker.loadingRest', { shown: items?.length ?? 0, total: total ?? 0 })
          : t('picker.count', { shown: shown.length, total: items?.length ?? 0 })}
      </small>
    </div>
  );
}
