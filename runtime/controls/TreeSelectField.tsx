/** Tree select (loaded on demand): the tree flattened with indentation; multiple when multiple/treeCheckable. */
import { FormMessage } from '@shared/form';
import type { OptionItem } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { useOptions } from './useOptions';
import { asList, asText, widthStyle } from './types';
import type { FieldProps } from './types';

const flatten = (items: OptionItem[], depth = 0): Array<{ item: OptionItem; depth: number }> =>
  items.flatMap((item) => [{ item, depth }, ...flatten(item.children ?? [], depth + 1)]);

export default function TreeSelectField(props: FieldProps) {
  const { t } = useRuntime();
  const entries = flatten(useOptions(props.control));
  const isMultiple = Boolean(props.control.options.multiple || props.control.options.treeCheckable);
  return (
    <select
      id={props.id}
      className="fr-input"
      style={widthStyle(props.control)}
      multiple={isMultiple}
      disabled={props.isDisabled}
      aria-invalid={props.isInvalid || undefined}
      aria-required={props.isRequired || undefined}
      aria-describedby={props.describedBy}
      value={isMultiple ? asList(props.value).map(String) : asText(props.value)}
      onChange={(event) =>
        props.onChange(
          isMultiple ? Array.from(event.target.selectedOptions, (o) => o.value) : event.target.value,
        )
      }
    >
      {isMultiple ? null : (
        <option value="">{props.control.options.placeholder ?? t(FormMessage.selectPlaceholder)}</option>
      )}
      {entries.map(({ item, depth }) => (
        <option key={item.value} value={item.value}>
          {'\u00a0\u00a0'.repeat(depth)}
          {item.label}
        </option>
      ))}
    </select>
  );
}
