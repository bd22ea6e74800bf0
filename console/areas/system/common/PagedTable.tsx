import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { DataState } from './DataState';
import { Pager } from './Pager';
import type { PagedState } from './usePaged';

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
}

/** One page of rows with its loading and empty states, and the pager under it. */
export function PagedTable<R>({ label, columns, page, rowKey, renderCells }: PagedTableProps<R>) {
  return (
    <>
      <DataState isLoading={page.isLoading} isEmpty={page.rows.length === 0}>
        <HTMLTable compact striped className="admin-table" aria-label={label}>
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
        </HTMLTable>
      </DataState>
      <Pager pageNum={page.pageNum} limit={page.limit} total={page.total} onPage={page.setPageNum} />
    </>
  );
}
