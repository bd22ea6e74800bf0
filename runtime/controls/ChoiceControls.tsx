/** Choice controls: select, checkbox, radio, switch, rate, slider. */
import { useState } from 'react';
import { FormMessage } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { useOptions } from './useOptions';
import { asList, asText, widthStyle } from './types';
import type { FieldProps } from './types';

const described = (props: FieldProps) => ({
  'aria-invalid': props.isInvalid || undefined,
  'aria-describedby': props.describedBy,
});

/** A radio group (radio, rate): named by its label, required and invalid as its field. */
const radioGroup = (props: FieldProps) => ({
  role: 'radiogroup',
  'aria-labelledby': props.labelId,
  'aria-required': props.isRequired || undefined,
  ...described(props),
});

export function SelectField(props: FieldProps) {
  const { t } = useRuntime();
  const items = useOptions(props.control);
  const { multiple, showSearch, placeholder, clearable } = props.control.options;
  const [query, setQuery] = useState('');
  const shown =
    showSearch && query
      ? items.filter((item) => item.label.toLowerCase().includes(query.toLowerCase()))
      : items;
  const select = (
    <select
      id={props.id}
      className="fr-input"
      // alone, the select takes the control's width; with a search box, their wrapper does
      style={showSearch ? undefined : widthStyle(props.control)}
      multiple={Boolean(multiple)}
      disabled={props.isDisabled}
      aria-required={props.isRequired || undefined}
      {...described(props)}
      value={multiple ? asList(props.value).map(String) : asText(props.value)}
      onChange={(event) =>
        props.onChange(
          multiple ? Array.from(event.target.selectedOptions, (o) => o.value) : event.target.value,
        )
      }
    >
      {multiple ? null : (
        <option value="" disabled={!clearable}>
          {placeholder ?? t(FormMessage.selectPlaceholder)}
        </option>
      )}
      {shown.map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
    </select>
  );
  if (!showSearch) return select;
  return (
    <span className="fr-select-wrap" style={widthStyle(props.control)}>
      <input
        className="fr-input fr-search"
        type="search"
        aria-label={t(FormMessage.search)}
        value={query}
        disabled={props.isDisabled}
        onChange={(e) => setQuery(e.target.value)}
      />
      {select}
    </span>
  );
}

export function CheckboxField(props: FieldProps) {
  const items = useOptions(props.control);
  const picked = asList(props.value).map(String);
  const toggle = (value: string, isOn: boolean) =>
    props.onChange(isOn ? [...picked, value] : picked.filter((v) => v !== value));
  return (
    <div role="group" aria-labelledby={props.labelId} className="fr-choices" {...described(props)}>
      {items.map((item, index) => (
        <label key={item.value} className="fr-choice">
          <input
            type="checkbox"
            id={index === 0 ? props.id : undefined}
            checked={picked.includes(item.value)}
            disabled={props.isDisabled}
            onChange={(e) => toggle(item.value, e.target.checked)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}

export function RadioField(props: FieldProps) {
  const items = useOptions(props.control);
  const current = asText(props.value);
  return (
    <div className="fr-choices" {...radioGroup(props)}>
      {items.map((item, index) => (
        <label key={item.value} className="fr-choice">
          <input
            type="radio"
            name={props.id}
            id={index === 0 ? props.id : undefined}
            value={item.value}
            checked={current === item.value}
            disabled={props.isDisabled}
            onChange={() => props.onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}

export function SwitchField(props: FieldProps) {
  const { t } = useRuntime();
  const isOn = props.value === true;
  return (
    <button
      type="button"
      role="switch"
      id={props.id}
      aria-checked={isOn}
      aria-labelledby={props.labelId}
      disabled={props.isDisabled}
      className={`fr-switch${isOn ? ' fr-switch-on' : ''}`}
      onClick={() => props.onChange(!isOn)}
      {...described(props)}
    >
      <span className="fr-switch-text">{t(isOn ? FormMessage.on : FormMessage.off)}</span>
    </button>
  );
}

export function RateField(props: FieldProps) {
  const { t } = useRuntime();
  const max = props.control.options.max ?? 5;
  const current = typeof props.value === 'number' ? props.value : 0;
  return (
    <div className="fr-rate" {...radioGroup(props)}>
      {Array.from({ length: max }, (_, index) => index + 1).map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          id={star === 1 ? props.id : undefined}
          aria-checked={current === star}
          aria-label={t(FormMessage.star, { value: star })}
          disabled={props.isDisabled}
          className={`fr-star${star <= current ? ' fr-star-on' : ''}`}
          onClick={() => props.onChange(current === star ? 0 : star)}
        >
          ★
        </button>
      ))}
    </div>
  );
}

export function SliderField(props: FieldProps) {
  const { min, max, step, showInput } = props.control.options;
  const value = typeof props.value === 'number' ? props.value : (min ?? 0);
  const set = (text: string) => props.onChange(Number(text));
  return (
    <span className="fr-slider" style={widthStyle(props.control)}>
      <input
        type="range"
        id={props.id}
        min={min ?? 0}
        max={max ?? 100}
        step={step ?? 1}
        value={value}
        disabled={props.isDisabled}
        onChange={(e) => set(e.target.value)}
        {...described(props)}
      />
      {showInput ? (
        <input
          className="fr-input fr-slider-input"
          type="number"
          aria-labelledby={props.labelId}
          min={min ?? 0}
          max={max ?? 100}
          value={value}
          disabled={props.isDisabled}
          onChange={(e) => set(e.target.value)}
        />
      ) : (
        <output>{value}</output>
      )}
    </span>
  );
}
