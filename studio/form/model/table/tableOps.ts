/**
 * Table edits of the form designer context menu (workflow spec §4.3, §8). Pure: each takes the rows
 * and a cell, and returns new rows or the refusal message. Merging never drops controls: the merged
 * cell's controls move into the kept cell.
 */
import type { TableCell, TableRow } from '@shared/form';
import { MessageKey } from '../messages';
import type { Message } from '../messages';
import type { CellRef } from './tableGrid';
import { buildGrid, insertIndex, ownerAt, refId, sameCell } from './tableGrid';

export type TableEditResult = { ok: true; trs: TableRow[] } | { ok: false; message: Message };
export type TableEdit = (trs: readonly TableRow[], at: CellRef) => TableEditResult;

const newCell = (): TableCell => ({ colspan: 1, rowspan: 1, list: [] });
const copyRows = (trs: readonly TableRow[]): TableRow[] => JSON.parse(JSON.stringify(trs)) as TableRow[];
const refuse = (key: Message['key']): TableEditResult => ({ ok: false, message: { key } });
const spanOf = (value: number | undefined) => (value && value >= 1 ? value : 1);

function prepare(trs: readonly TableRow[], at: CellRef) {
  const rows = copyRows(trs);
  const grid = buildGrid(rows);
  const cell = rows[at.row]?.tds[at.cell];
  const col = grid.startCol.get(refId(at));
  return { rows, grid, cell, col };
}

export const mergeDown: TableEdit = (trs, at) => {
  const { rows, grid, cell, col } = prepare(trs, at);
  if (!cell || col === undefined) return refuse(MessageKey.tableCellMissing);
  const below = at.row + spanOf(cell.rowspan);
  if (below >= grid.rows) return refuse(MessageKey.tableLastRow);
  const target = ownerAt(grid, below, col);
  const targetCell = target && rows[target.row]?.tds[target.cell];
  if (!target || !targetCell || target.row !== below || grid.startCol.get(refId(target)) !== col) {
    return refuse(MessageKey.tableDownSpansDiffer);
  }
  if (spanOf(targetCell.colspan) !== spanOf(cell.colspan)) return refuse(MessageKey.tableDownSpansDiffer);
  cell.rowspan = spanOf(cell.rowspan) + spanOf(targetCell.rowspan);
  cell.list.push(...targetCell.list);
  rows[below]?.tds.splice(target.cell, 1);
  return { ok: true, trs: rows };
};

export const mergeRight: TableEdit = (trs, at) => {
  const { rows, grid, cell, col } = prepare(trs, at);
  if (!cell || col === undefined) return refuse(MessageKey.tableCellMissing);
  const right = col + spanOf(cell.colspan);
  if (right >= grid.cols) return refuse(MessageKey.tableLastColumn);
  const target = ownerAt(grid, at.row, right);
  const targetCell = target && rows[target.row]?.tds[target.cell];
  if (
    !target ||
    !targetCell ||
    target.row !== at.row ||
    spanOf(targetCell.rowspan) !== spanOf(cell.rowspan)
  ) {
    return refuse(MessageKey.tableRightSpansDiffer);
  }
  cell.colspan = spanOf(cell.colspan) + spanOf(targetCell.colspan);
  cell.list.push(...targetCell.list);
  rows[at.row]?.tds.splice(target.cell, 1);
  return { ok: true, trs: rows };
};

/** Restores 1x1 cells over the area a merged cell covered; its controls stay in the first cell. */
export const split: TableEdit = (trs, at) => {
  const { rows, grid, cell, col } = prepare(trs, at);
  if (!cell || col === undefined) return refuse(MessageKey.tableCellMissing);
  const colspan = spanOf(cell.colspan);
  const rowspan = Math.min(spanOf(cell.rowspan), grid.rows - at.row);
  for (let row = at.row + 1; row < at.row + rowspan; row += 1) {
    const index = insertIndex(grid, rows, row, col);
    rows[row]?.tds.splice(index, 0, ...Array.from({ length: colspan }, newCell));
  }
  rows[at.row]?.tds.splice(at.cell + 1, 0, ...Array.from({ length: colspan - 1 }, newCell));
  cell.colspan = 1;
  cell.rowspan = 1;
  return { ok: true, trs: rows };
};

/** Inserts a column right after the cell, in every row; cells spanning across that line widen. */
export const addColumn: TableEdit = (trs, at) => {
  const { rows, grid, cell, col } = prepare(trs, at);
  if (!cell || col === undefined) return refuse(MessageKey.tableCellMissing);
  const line = col + spanOf(cell.colspan);
  const widened = new Set<string>();
  rows.forEach((tr, row) => {
    const left = ownerAt(grid, row, line - 1);
    if (line < grid.cols && sameCell(left, ownerAt(grid, row, line))) {
      if (left && !widened.has(refId(left))) {
        widened.add(refId(left));
        const spanning = rows[left.row]?.tds[left.cell];
        if (spanning) spanning.colspan = spanOf(spanning.colspan) + 1;
      }
      return;
    }
    tr.tds.splice(insertIndex(grid, rows, row, line), 0, newCell());
  });
  return { ok: true, trs: rows };
};

/** Inserts a row below the cell's row span; cells spanning across that line grow taller. */
export const addRow: TableEdit = (trs, at) => {
  const { rows, grid, cell, col } = prepare(trs, at);
  if (!cell || col === undefined) return refuse(MessageKey.tableCellMissing);
  const line = Math.min(at.row + spanOf(cell.rowspan), grid.rows);
  const tds: TableCell[] = [];
  const grown = new Set<string>();
  for (let c = 0; c < grid.cols; c += 1) {
    const above = ownerAt(grid, line - 1, c);
    if (line < grid.rows && sameCell(above, ownerAt(grid, line, c))) {
      if (above && !grown.has(refId(above))) {
        grown.add(refId(above));
        const spanning = rows[above.row]?.tds[above.cell];
        if (spanning) spanning.rowspan = spanOf(spanning.rowspan) + 1;
      }
      continue;
    }
    tds.push(newCell());
  }
  rows.splice(line, 0, { tds });
  return { ok: true, trs: rows };
};

export const TABLE_EDITS = { mergeDown, mergeRight, split, addColumn, addRow } as const;
export type TableEditName = keyof typeof TABLE_EDITS;
