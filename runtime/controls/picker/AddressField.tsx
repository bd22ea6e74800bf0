/**
 * Address: province, city and district chosen from the host's regions level by level (a municipality's districts
 * come straight under it, so its city list stays off), plus the street. The value keeps each code with its name, so
 * a code the dataset no longer has still shows the name it was chosen with.
 */
import { FormMessage, regionLevel } from '@shared/form';
import type { AddressLevel, AddressValue, OptionItem } from '@shared/form';
import { useRuntime } from '../../state/RuntimeContext';
import type { FieldProps } from '../types';
import { useRegionOptions } from './useRegionOptions';

const NAME_OF = { province: 'provinceName', city: 'cityName', district: 'districtName' } as const;

const asAddress = (value: unknown): AddressValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AddressValue) : {};

/** The options of a level, with the stored choice added when the list does not hold it (retired or not loaded). */
const withStored = (
  options: OptionItem[],
  code: string | undefined,
  name: string | undefined,
): OptionItem[] =>
  code && !options.some((option) => option.value === code)
    ? [...options, { value: code, label: name || code }]
    : options;

export default function AddressField(props: FieldProps) {
  const { t } = useRuntime();
  const value = asAddress(props.value);
  const provinces = useRegionOptions(null);
  const underProvince = useRegionOptions(value.province ?? undefined);
  const isMunicipality =
    underProvince.options[0] !== undefined && regionLevel(underProvince.options[0].value) === 'district';
  const cities = isMunicipality ? { options: [], isLoading: false } : underProvince;
  const underCity = useRegionOptions(isMunicipality ? undefined : (value.city ?? undefined));
  const districts = isMunicipality ? underProvince : underCity;
  const levels: { level: AddressLevel; list: ReturnType<typeof useRegionOptions>; isOff: boolean }[] = [
    { level: 'province', list: provinces, isOff: false },
    { level: 'city', list: cities, isOff: !value.province || isMunicipality },
    { level: 'district', list: districts, isOff: !(isMunicipality ? value.province : value.city) },
  ];
  const choose = (level: AddressLevel, code: string, options: OptionItem[]) => {
    const below = level === 'province' ? ['city', 'district'] : level === 'city' ? ['district'] : [];
    const next: AddressValue = { ...value };
    for (const cleared of below as AddressLevel[]) {
      delete next[cleared];
      delete next[NAME_OF[cleared]];
    }
    if (code) {
      next[level] = code;
      next[NAME_OF[level]] = options.find((option) => option.value === code)?.label ?? code;
    } else {
      delete next[level];
      delete next[NAME_OF[level]];
    }
    props.onChange(next);
  };
  return (
    <div className="fr-address" role="group" aria-labelledby={props.labelId}>
      {levels.map(({ level, list, isOff }, index) => {
        const options = withStored(list.options, value[level], value[NAME_OF[level]]);
        return (
          <select
            key={level}
            id={index === 0 ? props.id : undefined}
            className="fr-input"
            aria-label={t(FormMessage[level])}
            aria-invalid={props.isInvalid || undefined}
            aria-busy={list.isLoading || undefined}
            disabled={props.isDisabled || isOff}
            value={value[level] ?? ''}
            onChange={(event) => choose(level, event.target.value, options)}
          >
            <option value="">{list.isLoading ? t(FormMessage.loading) : t(FormMessage[level])}</option>
            {options.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        );
      })}
      <input
        className="fr-input"
        aria-label={t(FormMessage.addressDetail)}
        placeholder={t(FormMessage.addressDetail)}
        disabled={props.isDisabled}
        aria-describedby={props.describedBy}
        value={value.detail ?? ''}
        onChange={(event) => props.onChange({ ...value, detail: event.target.value })}
      />
    </div>
  );
}
