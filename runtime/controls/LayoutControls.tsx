/** Layout containers: grid, card, tabs, table. */
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { GridColumn, TabColumn } from '@shared/form';
import { TABLE_MIN_CELL_HEIGHT } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { useActiveTab } from '../state/storeHooks';
import { parseDeclarations } from '../state/layout';
import { ControlList } from './ControlView';
import type { ContainerProps } from './types';

export function GridBlock({ control }: ContainerProps) {
  const gutter = control.options.gutter ?? 0;
  const columns = (control.columns ?? []) as GridColumn[];
  return (
    <div className="fr-grid" style={{ marginLeft: -gutter / 2, marginRight: -gutter / 2 }}>
      {columns.map((column, index) => (
        <div
          key={index}
          className="fr-grid-col"
          style={{
            flexBasis: `${(Math.min(24, column.span) / 24) * 100}%`,
            maxWidth: `${(Math.min(24, column.span) / 24) * 100}%`,
            paddingLeft: gutter / 2,
            paddingRight: gutter / 2,
          }}
        >
          <ControlList list={column.list} />
        </div>
      ))}
    </div>
  );
}

export function CardBlock({ control }: ContainerProps) {
  return (
    <section className="fr-card" aria-label={control.label}>
      {control.label ? <div className="fr-card-title">{control.label}</div> : null}
      <div className="fr-card-body">
        <ControlList list={control.list ?? []} />
      </div>
    </section>
  );
}

export function TabsBlock({ control }: ContainerProps) {
  const { store, formId } = useRuntime();
  const columns = (control.columns ?? []) as TabColumn[];
  const active = Math.min(useActiveTab(control.key), Math.max(0, columns.length - 1));
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const base = `${formId}-${control.key}`.replace(/[^\w-]/g, '_');
  const { type = 'line', tabPosition = 'top', size = 'default', tabBarGutter } = control.options;
  const onKey = (event: KeyboardEvent) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step || columns.length === 0) return;
    event.preventDefault();
    const next = (active + step + columns.length) % columns.length;
    store.setActiveTab(control.key, next);
    tabs.current[next]?.focus();
  };
  return (
    <div className={`fr-tabs fr-tabs-${type} fr-tabs-${tabPosition} fr-tabs-${size}`}>
      <div
        role="tablist"
        className="fr-tablist"
        aria-label={control.label}
        onKeyDown={onKey}
        style={tabBarGutter ? { gap: tabBarGutter } : undefined}
      >
        {columns.map((column, index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={`fr-tab${index === active ? ' fr-tab-active' : ''}`}
            onClick={() => store.setActiveTab(control.key, index)}
          >
            {column.label}
          </button>
        ))}
      </div>
      {columns.map((column, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== active}
          className="fr-tabpanel"
        >
          <ControlList list={column.list} />
        </div>
      ))}
    </div>
  );
}

/** A table as designed: columns share the width equally and an empty cell keeps its designed height. */
export function TableBlock({ control }: ContainerProps) {
  const { bordered, bright, small, customStyle } = control.options;
  const classes = [
    'fr-layout-table',
    bordered ? 'fr-bordered' : '',
    bright ? 'fr-bright' : '',
    small ? 'fr-small' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <table
      className={classes}
      style={{ width: control.options.width ?? '100%', ...parseDeclarations(customStyle) }}
    >
      <tbody>
        {(control.trs ?? []).map((row, r) => (
          <tr key={r}>
            {row.tds.map((cell, c) =>
              cell.colspan === 0 || cell.rowspan === 0 ? null : (
                <td
                  key={c}
                  colSpan={cell.colspan || 1}
                  rowSpan={cell.rowspan || 1}
                  style={{ height: TABLE_MIN_CELL_HEIGHT }}
                >
                  <ControlList list={cell.list} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
