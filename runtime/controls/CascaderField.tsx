/** Cascader (loaded on demand): one select per level; the value is the path of chosen values. */
import { FormMessage } from '@shared/form';
import type { OptionItem } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { useOptions } from './useOptions';
import { asList } from './types';
import type { FieldProps } from './types';

export default function CascaderField(props: FieldProps) {
  const { t } = useRuntime();
  const roots = useOptions(props.control);
  const path = asList(props.value).map(String);
  const levels: OptionItem[][] = [roots];
  for (const value of path) {
    const children = levels[levels.length - 1]?.find((item) => item.value === value)?.children;
    if (!children?.length) break;
    levels.push(children);
  }
  return (
    <div className="fr-cascader" role="group" aria-labelledby={props.labelId}>
      {levels.map((items, depth) => (
        <select
          key={depth}
          id={depth === 0 ? props.id : undefined}
          className="fr-input"
          aria-label={depth === 0 ? undefined : `${props.control.label} ${depth + 1}`}
          aria-invalid={props.isInvalid || undefined}
          aria-describedby={props.describedBy}
          disabled={props.isDisabled}
          value={path[depth] ?? ''}
          onChange={(event) =>
            props.onChange(
              event.target.value ? [...path.slice(0, depth), event.target.value] : path.slice(0, depth),
            )
          }
        >
          <option value="">{props.control.options.placeholder ?? t(FormMessage.selectPlaceholder)}</option>
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}
