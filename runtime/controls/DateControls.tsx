/** Date (single, range, with time) and time controls on native inputs; values YYYY-MM-DD[ HH:mm:ss] and HH:mm:ss. */
import type { CSSProperties } from 'react';
import { FormMessage } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { asList, asText, widthStyle } from './types';
import type { FieldProps } from './types';

/** `HH:mm` from a native input becomes `HH:mm:ss`. */
export const toTimeValue = (text: string): string => (/^\d{2}:\d{2}$/.test(text) ? `${text}:00` : text);
/** Native datetime-local `YYYY-MM-DDTHH:mm[:ss]` → `YYYY-MM-DD HH:mm:ss`. */
export const toDateTimeValue = (text: string): string =>
  text ? toTimeValue(text.replace('T', ' ').slice(0, 19)).replace(/^(\S+ \d{2}:\d{2})$/, '$1:00') : '';
const toNativeDateTime = (value: string): string => value.replace(' ', 'T');

function DateInput(props: {
  id?: string;
  style?: CSSProperties;
  value: string;
  showTime: boolean;
  disabled: boolean;
  label?: string;
  describedBy?: string;
  isInvalid: boolean;
  isRequired: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <input
      id={props.id}
      className="fr-input"
      style={props.style}
      type={props.showTime ? 'datetime-local' : 'date'}
      step={props.showTime ? 1 : undefined}
      aria-label={props.label}
      aria-invalid={props.isInvalid || undefined}
      aria-required={props.isRequired || undefined}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      value={props.showTime ? toNativeDateTime(props.value) : props.value}
      onChange={(event) =>
        props.onChange(props.showTime ? toDateTimeValue(event.target.value) : event.target.value)
      }
    />
  );
}

export function DateField(props: FieldProps) {
  const { t } = useRuntime();
  const { range, showTime, rangePlaceholder } = props.control.options;
  const isTimed = Boolean(showTime);
  if (!range) {
    return (
      <DateInput
        id={props.id}
        style={widthStyle(props.control)}
        value={asText(props.value)}
        showTime={isTimed}
        disabled={props.isDisabled}
        describedBy={props.describedBy}
        isInvalid={props.isInvalid}
        isRequired={props.isRequired}
        onChange={props.onChange}
      />
    );
  }
  const [start = '', end = ''] = asList(props.value).map(asText);
  const set = (index: 0 | 1, text: string) => {
    const next = [start, end];
    next[index] = text;
    props.onChange(next[0] || next[1] ? next : []);
  };
  return (
    <span
      role="group"
      aria-labelledby={props.labelId}
      className="fr-date fr-date-range"
      style={widthStyle(props.control)}
    >
      <DateInput
        id={props.id}
        value={start}
        showTime={isTimed}
        disabled={props.isDisabled}
        isInvalid={props.isInvalid}
        isRequired={props.isRequired}
        describedBy={props.describedBy}
        label={rangePlaceholder?.[0] ?? t(FormMessage.rangeStart)}
        onChange={(v) => set(0, v)}
      />
      <span aria-hidden="true">~</span>
      <DateInput
        value={end}
        showTime={isTimed}
        disabled={props.isDisabled}
        isInvalid={props.isInvalid}
        isRequired={props.isRequired}
        label={rangePlaceholder?.[1] ?? t(FormMessage.rangeEnd)}
        onChange={(v) => set(1, v)}
      />
    </span>
  );
}

export function TimeField(props: FieldProps) {
  return (
    <input
      id={props.id}
      className="fr-input"
      type="time"
      step={1}
      style={widthStyle(props.control)}
      aria-invalid={props.isInvalid || undefined}
      aria-required={props.isRequired || undefined}
      aria-describedby={props.describedBy}
      disabled={props.isDisabled}
      value={asText(props.value)}
      onChange={(event) => props.onChange(toTimeValue(event.target.value))}
    />
  );
}
