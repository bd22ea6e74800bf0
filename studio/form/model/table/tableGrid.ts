/**
 * The logical grid of a table control. Rows list only the cells that start in them (HTML style):
 * a cell spanning rows or columns covers positions that have no cell of their own.
 */
import type { TableRow } from '@shared/form';

/** A cell by its row and its index in that row's `tds`. */
export interface CellRef {
  row: number;
  cell: number;
}

export interface TableGrid {
  rows: number;
  cols: number;
  /** The cell covering each position, undefined where an irregular table leaves a hole. */
  owner: Array<Array<CellRef | undefined>>;
  /** Logical column where the cell starts, per `row:cell`. */
  startCol: Map<string, number>;
}

export const refId = (ref: CellRef): string => `${ref.row}:${ref.cell}`;
export const sameCell = (a: CellRef | undefined, b: CellRef | undefined): boolean =>
  !!a && !!b && a.row === b.row && a.cell === b.cell;

const span = (value: unknown): number => (typeof value === 'number' && value >= 1 ? Math.floor(value) : 1);

export function buildGrid(trs: readonly TableRow[]): TableGrid {
  const rows = trs.length;
  const owner: Array<Array<CellRef | undefined>> = Array.from({ length: rows }, () => []);
  const startCol = new Map<string, number>();
  let cols = 0;
  trs.forEach((tr, row) => {
    let col = 0;
    (tr.tds ?? []).forEach((td, cell) => {
      while (owner[row]?.[col]) col += 1;
      const ref = { row, cell };
      startCol.set(refId(ref), col);
      const lastRow = Math.min(rows, row + span(td.rowspan));
      for (let r = row; r < lastRow; r += 1) {
        for (let c = col; c < col + span(td.colspan); c += 1) {
          const line = owner[r];
          if (line) line[c] = ref;
        }
      }
      col += span(td.colspan);
      cols = Math.max(cols, col);
    });
  });
  for (const line of owner) cols = Math.max(cols, line.length);
  return { rows, cols, owner, startCol };
}

export const ownerAt = (grid: TableGrid, row: number, col: number): CellRef | undefined =>
  grid.owner[row]?.[col];

/** Number of cells of `row` that start left of logical column `col`: the index to insert at. */
export function insertIndex(grid: TableGrid, trs: readonly TableRow[], row: number, col: number): number {
  const tds = trs[row]?.tds ?? [];
  let index = 0;
  tds.forEach((_, cell) => {
    if ((grid.startCol.get(refId({ row, cell })) ?? 0) < col) index = cell + 1;
  });
  return index;
}
