/** Grid column spans (at most 24), tab pane labels and select-input-list columns; add and remove. */
import { observer } from 'mobx-react-lite';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FormControl, GridColumn, TabColumn } from '@shared/form';
import { cloneData } from '../../model';
import { useDesigner } from '../../DesignerContext';
import { BOUNDS } from './optionEditors';

const clampSpan = (text: string): number => {
  const value = Math.round(Number(text));
  return Number.isFinite(value) ? Math.max(BOUNDS.span[0], Math.min(BOUNDS.span[1], value)) : BOUNDS.span[0];
};

export const ColumnsEditor = observer(function ColumnsEditor({ control }: { control: FormControl }) {
  const { editor, t } = useDesigner();
  const columns = control.columns ?? [];
  const isGrid = control.type === 'grid';
  const write = (next: Array<GridColumn | TabColumn>) => editor.setField(control.key, 'columns', next);
  const update = (index: number, patch: Partial<GridColumn & TabColumn>) => {
    const next = cloneData(columns);
    const column = next[index];
    if (column) Object.assign(column, patch);
    write(next);
  };
  const add = () =>
    write([
      ...cloneData(columns),
      isGrid
        ? { span: 12, list: [] }
        : {
            value: String(columns.length + 1),
            label: t('defaults.tab', { n: columns.length + 1 }),
            list: [],
          },
    ]);
  return (
    <FormGroup label={t(isGrid ? 'props.columns' : 'props.panes')} className="fd-field">
      {columns.map((column, index) => (
        <div className="fd-row" key={index}>
          {'span' in column ? (
            <InputGroup
              size="small"
              type="number"
              min={1}
              max={24}
              aria-label={t('props.span')}
              value={String(column.span)}
              onChange={(event) => update(index, { span: clampSpan(event.target.value) })}
            />
          ) : (
            <InputGroup
              size="small"
              aria-label={t('props.paneLabel')}
              value={column.label}
              onChange={(event) => update(index, { label: event.target.value })}
            />
          )}
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            aria-label={t('actions.remove')}
            disabled={columns.length <= 1 || column.list.length > 0}
            onClick={() => write(columns.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button
        size="small"
        icon="plus"
        text={t(isGrid ? 'actions.addColumn' : 'actions.addPane')}
        onClick={add}
      />
    </FormGroup>
  );
});
