/** Text-like controls: input, textarea (and editor), number, uuid. */
import { useState } from 'react';
import { FormMessage, normaliseNumber, numberBounds, parseNumber } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { asText, widthStyle } from './types';
import type { FieldProps } from './types';

const aria = (props: FieldProps) => ({
  id: props.id,
  disabled: props.isDisabled,
  'aria-invalid': props.isInvalid || undefined,
  'aria-describedby': props.describedBy,
  'aria-required': props.isRequired || undefined,
});

export function InputField(props: FieldProps) {
  const { t } = useRuntime();
  const { options } = props.control;
  const text = asText(props.value);
  const input = (
    <input
      {...aria(props)}
      className="fr-input"
      type={options.type === 'password' ? 'password' : 'text'}
      // alone, the input takes the control's width; in a group, the group does
      style={
        options.addonBefore || options.addonAfter || options.clearable ? undefined : widthStyle(props.control)
      }
      value={text}
      placeholder={options.placeholder ?? t(FormMessage.inputPlaceholder)}
      maxLength={
        typeof options.maxLength === 'number' && options.maxLength > 0 ? options.maxLength : undefined
      }
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
  // the group exists only for addons and the clear button (decided by the options, never by the text, so that
  // typing never replaces the focused input)
  if (!options.addonBefore && !options.addonAfter && !options.clearable) return input;
  return (
    <span className="fr-input-group" style={widthStyle(props.control)}>
      {options.addonBefore ? <span className="fr-addon">{options.addonBefore}</span> : null}
      {input}
      {options.clearable && text && !props.isDisabled ? (
        <button
          type="button"
          className="fr-clear"
          aria-label={t(FormMessage.clear)}
          onClick={() => props.onChange('')}
        >
          ×
        </button>
      ) : null}
      {options.addonAfter ? <span className="fr-addon">{options.addonAfter}</span> : null}
    </span>
  );
}

const DEFAULT_MAX_ROWS = 6;

export function TextareaField(props: FieldProps) {
  const { t } = useRuntime();
  const { options } = props.control;
  const minRows = options.minRows ?? 4;
  const maxRows = Math.max(minRows, options.maxRows ?? DEFAULT_MAX_ROWS);
  return (
    <textarea
      {...aria(props)}
      className="fr-input fr-textarea"
      rows={minRows}
      // the stylesheet holds the default height limit (6 rows): most textareas need no inline style
      style={
        maxRows === DEFAULT_MAX_ROWS
          ? widthStyle(props.control)
          : { ...widthStyle(props.control), maxHeight: `${maxRows * 1.6 + 1}em` }
      }
      value={asText(props.value)}
      placeholder={options.placeholder ?? t(FormMessage.inputPlaceholder)}
      maxLength={
        typeof options.maxLength === 'number' && options.maxLength > 0 ? options.maxLength : undefined
      }
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

export function NumberField(props: FieldProps) {
  const { t } = useRuntime();
  const bounds = numberBounds(props.control.options);
  const external = typeof props.value === 'number' ? String(props.value) : '';
  const [draft, setDraft] = useState(external);
  const [seen, setSeen] = useState(external);
  if (seen !== external) {
    setSeen(external);
    if (parseNumber(draft) !== parseNumber(external)) setDraft(external);
  }
  return (
    <input
      {...aria(props)}
      className="fr-input"
      type="number"
      inputMode="decimal"
      style={widthStyle(props.control)}
      min={Number.isFinite(bounds.min) ? bounds.min : undefined}
      max={Number.isFinite(bounds.max) ? bounds.max : undefined}
      step={props.control.options.step ?? 1}
      value={draft}
      placeholder={props.control.options.placeholder ?? t(FormMessage.inputPlaceholder)}
      onChange={(event) => {
        setDraft(event.target.value);
        props.onChange(parseNumber(event.target.value));
      }}
      onBlur={() => {
        const parsed = parseNumber(draft);
        if (parsed === undefined) return;
        const fixed = normaliseNumber(parsed, bounds);
        setDraft(String(fixed));
        if (fixed !== parsed) props.onChange(fixed);
      }}
    />
  );
}

/** Serial number: assigned by the server, shown read-only. */
export function UuidField(props: FieldProps) {
  const { t } = useRuntime();
  return (
    <input
      {...aria(props)}
      className="fr-input"
      readOnly
      value={asText(props.value)}
      placeholder={t(FormMessage.uuidPlaceholder)}
      style={widthStyle(props.control)}
    />
  );
}
