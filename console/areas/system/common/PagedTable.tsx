import type { ReactNode } from 'react';
import { ActionTable } from '../../../ui/ActionTable';
import { DataState } from './DataState';
import { Pager } from './Pager';
import { observer } from 'mobx-react-lite';
import type { PagedState } from '../../../app/model/PagedList';

export interface TableColumn {
  title: ReactNode;
  width?: number;
}

export interface PagedTableProps<R> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn[];
  page: PagedState<R>;
  rowKey(row: R): string;
  /** The cells of one row. */
  renderCells(row: R): ReactNode;
  /** Whether the last column holds row actions (kept in view while the table scrolls sideways); default true. */
  hasActionColumn?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/** One page of rows with its loading and empty states, and the pager under it. */
function PagedTableView<R>({
  label,
  columns,
  page,
  rowKey,
  renderCells,
  hasActionColumn,
  minWidth,
}: PagedTableProps<R>) {
  return (
    <>
      <DataState isLoading={page.isLoading} isEmpty={page.rows.length === 0}>
        <ActionTable
          compact
          striped
          className="admin-table"
          aria-label={label}
          hasActionColumn={hasActionColumn}
          minWidth={minWidth}
        >
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} style={column.width ? { width: column.width } : undefined}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={rowKey(row)}>{renderCells(row)}</tr>
            ))}
          </tbody>
        </ActionTable>
      </DataState>
      <Pager pageNum={page.pageNum} limit={page.limit} total={page.total} onPage={page.setPageNum} />
    </>
  );
}

/** Observes the page it shows, so a model's list re-renders only the table. */
export const PagedTable = observer(PagedTableView) as typeof PagedTableView;
