/** userSelect / organizationSelect through the host data source; address with lazily loaded regions. */
import { useEffect, useState } from 'react';
import { FormMessage } from '@shared/form';
import type { AddressValue, LabeledValue, OptionItem } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import type { FieldProps } from './types';

function useLoaded<T>(load: (() => Promise<T[]>) | undefined, deps: readonly unknown[]): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let isLive = true;
    if (!load) return;
    load()
      .then((result) => isLive && setItems(result))
      .catch(() => isLive && setItems([]));
    return () => {
      isLive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return load ? items : [];
}

/** Picks several people or organisations; the value is a list of { label, value }. */
export function PickerField(props: FieldProps) {
  const { t, dataSource } = useRuntime();
  const isUser = props.control.type === 'userSelect';
  const users = dataSource.users;
  const organizations = dataSource.organizations;
  const source = isUser ? users : organizations;
  const loaded = useLoaded<OptionItem & { depth: number }>(
    source
      ? () => source({ keyword: '', pageNum: 1 }).then((page) => page.items.map((item) => ({ ...item, depth: 0 })))
      : undefined,
    [source],
  );
  const picked: LabeledValue[] = Array.isArray(props.value) ? (props.value as LabeledValue[]) : [];
  const isMultiple = props.control.options.multiple !== false;
  const add = (value: string) => {
    const item = loaded.find((entry) => entry.value === value);
    if (!item || picked.some((p) => p.value === value)) return;
    const next = { label: item.label, value: item.value };
    props.onChange(isMultiple ? [...picked, next] : [next]);
  };
  return (
    <div className="fr-picker">
      <ul className="fr-tags">
        {picked.map((item) => (
          <li key={item.value} className="fr-tag">
            {item.label}
            {props.isDisabled ? null : (
              <button
                type="button"
                className="fr-link"
                aria-label={t(FormMessage.removeFile, { name: item.label })}
                onClick={() => props.onChange(picked.filter((p) => p.value !== item.value))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <select
        id={props.id}
        className="fr-input"
        value=""
        disabled={props.isDisabled}
        aria-invalid={props.isInvalid || undefined}
        aria-required={props.isRequired || undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => add(e.target.value)}
      >
        <option value="">{props.control.options.placeholder ?? t(FormMessage.selectPlaceholder)}</option>
        {loaded.map((item) => (
          <option key={item.value} value={item.value}>
            {'\u00a0\u00a0'.repeat(item.depth)}
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type Level = 'province' | 'city' | 'district';
const LEVELS: Level[] = ['province', 'city', 'district'];

/** Province / city / district chosen from regions loaded level by level, plus a street address. */
export function AddressField(props: FieldProps) {
  const { t, dataSource } = useRuntime();
  const value: AddressValue =
    typeof props.value === 'object' && props.value !== null ? (props.value as AddressValue) : {};
  const regions = dataSource.regions;
  const provinces = useLoaded(regions ? () => regions(null) : undefined, [regions]);
  const cities = useLoaded(regions && value.province ? () => regions(value.province ?? null) : undefined, [
    regions,
    value.province,
  ]);
  const districts = useLoaded(regions && value.city ? () => regions(value.city ?? null) : undefined, [
    regions,
    value.city,
  ]);
  const lists: Record<Level, OptionItem[]> = { province: provinces, city: cities, district: districts };
  const set = (level: Level, next: string) => {
    const cleared =
      level === 'province'
        ? { city: undefined, district: undefined }
        : level === 'city'
          ? { district: undefined }
          : {};
    props.onChange({ ...value, ...cleared, [level]: next || undefined });
  };
  return (
    <div className="fr-address" role="group" aria-labelledby={props.labelId}>
      {LEVELS.map((level, index) => (
        <select
          key={level}
          id={index === 0 ? props.id : undefined}
          className="fr-input"
          aria-label={t(FormMessage[level])}
          disabled={props.isDisabled || (index > 0 && !value[LEVELS[index - 1] as Level])}
          value={value[level] ?? ''}
          onChange={(e) => set(level, e.target.value)}
        >
          <option value="">{t(FormMessage[level])}</option>
          {lists[level].map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      ))}
      <input
        className="fr-input"
        aria-label={t(FormMessage.addressDetail)}
        placeholder={t(FormMessage.addressDetail)}
        disabled={props.isDisabled}
        aria-describedby={props.describedBy}
        value={value.detail ?? ''}
        onChange={(e) => props.onChange({ ...value, detail: e.target.value })}
      />
    </div>
  );
}
