/** Batch (dynamic table): rows of sub-fields, add/remove, minimum rows (default 1), sequence column, scrollY. */
import { DEFAULT_BATCH_MIN_ROWS, FormMessage, emptyBatchRow, subformFields } from '@shared/form';
import type { BatchRow } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { RowField } from './RowField';
import type { FieldProps } from './types';

export function BatchField(props: FieldProps) {
  const { t, store } = useRuntime();
  const { control } = props;
  const fields = subformFields(control);
  const rows = (Array.isArray(props.value) ? props.value : []) as BatchRow[];
  const minRows = control.options.minLimit ?? DEFAULT_BATCH_MIN_ROWS;
  const { hideSequence, scrollY } = control.options;
  const key = control.model || control.key;
  return (
    <div className="fr-batch" role="group" aria-labelledby={props.labelId}>
      <div
        className="fr-batch-scroll"
        style={scrollY ? { maxHeight: scrollY, overflowY: 'auto' } : undefined}
      >
        <table className="fr-batch-table">
          <thead>
            <tr>
              {hideSequence ? null : <th scope="col">{t(FormMessage.sequence)}</th>}
              {fields.map((field) => (
                <th key={field.key} scope="col">
                  {field.label}
                </th>
              ))}
              {props.isDisabled ? null : <th scope="col">{t(FormMessage.actions)}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.key ?? rowIndex}>
                {hideSequence ? null : <td className="fr-seq">{rowIndex + 1}</td>}
                {fields.map((field) => (
                  <td key={field.key}>
                    <RowField
                      control={field}
                      parentKey={control.key}
                      rowIndex={rowIndex}
                      row={row}
                      isDisabled={props.isDisabled}
                      label={`${field.label} (${t(FormMessage.row, { index: rowIndex + 1 })})`}
                      onChange={(fieldModel, value) =>
                        store.setRowValue(key, rowIndex, field.key, fieldModel, value)
                      }
                    />
                  </td>
                ))}
                {props.isDisabled ? null : (
                  <td>
                    <button
                      type="button"
                      className="fr-link"
                      disabled={rows.length <= minRows}
                      aria-label={`${t(FormMessage.removeRow)} ${t(FormMessage.row, { index: rowIndex + 1 })}`}
                      onClick={() => props.onChange(rows.filter((_, index) => index !== rowIndex))}
                    >
                      {t(FormMessage.removeRow)}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {props.isDisabled ? null : (
        <button
          type="button"
          id={props.id}
          className="fr-button fr-button-dashed fr-batch-add"
          onClick={() => props.onChange([...rows, emptyBatchRow(control)])}
        >
          + {t(FormMessage.addRow)}
        </button>
      )}
    </div>
  );
}
