/** selectInputList: one row per column, picked by checkbox (multiple) or radio, each with its own fields. */
import { emptySelectInputRows } from '@shared/form';
import type { SelectInputRow, TabColumn } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { RowField } from './RowField';
import type { FieldProps } from './types';

export function SelectInputListField(props: FieldProps) {
  const { store } = useRuntime();
  const { control } = props;
  const columns = (control.columns ?? []) as TabColumn[];
  const rows: SelectInputRow[] =
    Array.isArray(props.value) && props.value.length === columns.length
      ? (props.value as SelectInputRow[])
      : emptySelectInputRows(control);
  const isMultiple = control.options.multiple !== false;
  const key = control.model || control.key;
  const pick = (index: number, isOn: boolean) =>
    props.onChange(
      rows.map((row, i) =>
        i === index ? { ...row, checked: isOn } : isMultiple ? row : { ...row, checked: false },
      ),
    );
  return (
    <div className="fr-select-input-list" role="group" aria-labelledby={props.labelId}>
      {columns.map((column, index) => {
        const row = rows[index] ?? { checked: false, value: column.value, label: column.label };
        return (
          <div key={column.value ?? index} className="fr-sil-row">
            <label className="fr-choice">
              <input
                type={isMultiple ? 'checkbox' : 'radio'}
                name={isMultiple ? undefined : props.id}
                id={index === 0 ? props.id : undefined}
                checked={row.checked}
                disabled={props.isDisabled}
                onChange={(event) => pick(index, event.target.checked)}
              />
              {column.label}
            </label>
            {column.list.map((field) => (
              <RowField
                key={field.key}
                control={field}
                parentKey={control.key}
                rowIndex={index}
                row={row}
                isDisabled={props.isDisabled}
                label={`${column.label} ${field.label}`}
                onChange={(fieldModel, value) => {
                  const next = rows.map((r, i) => (i === index ? { ...r, [fieldModel]: value } : r));
                  store.commitValue(key, next);
                }}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
