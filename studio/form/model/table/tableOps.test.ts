import { describe, expect, it } from 'vitest';
import type { FormControl, TableCell, TableRow } from '@shared/form';
import { buildGrid } from './tableGrid';
import { addColumn, addRow, mergeDown, mergeRight, split } from './tableOps';
import type { TableEditResult } from './tableOps';

const control = (key: string): FormControl => ({ type: 'input', key, model: key, label: key, options: {} });
/** Builds rows from names; `name:CxR` gives spans, '' an empty cell. Each named cell holds a control named after it. */
function table(rows: string[][]): TableRow[] {
  return rows.map((names) => ({
    tds: names.map((spec): TableCell => {
      const [name = '', size] = spec.split(':');
      const [colspan = 1, rowspan = 1] = size ? size.split('x').map(Number) : [];
      return { colspan, rowspan, list: name ? [control(name)] : [] };
    }),
  }));
}
/** Draws the logical grid: each position shows the controls of the cell covering it ('.' when empty). */
function picture(trs: TableRow[]): string[] {
  const grid = buildGrid(trs);
  return grid.owner.map((line) =>
    Array.from({ length: grid.cols }, (_, col) => {
      const ref = line[col];
      const cell = ref && trs[ref.row]?.tds[ref.cell];
      return cell ? cell.list.map((item) => item.key).join('+') || '.' : '?';
    }).join(' '),
  );
}
const rowsOf = (result: TableEditResult): TableRow[] => {
  if (!result.ok) throw new Error(result.message.key);
  return result.trs;
};
const refusal = (result: TableEditResult) => (result.ok ? 'ok' : result.message.key);

describe('mergeDown', () => {
  it('merges the cell below and moves its controls into the kept cell', () => {
    const trs = table([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const rows = rowsOf(mergeDown(trs, { row: 0, cell: 0 }));
    expect(picture(rows)).toEqual(['a+c b', 'a+c d']);
    expect(rows[0]?.tds[0]).toMatchObject({ rowspan: 2, colspan: 1 });
    expect(rows[1]?.tds).toHaveLength(1);
    expect(picture(trs)).toEqual(['a b', 'c d']);
  });

  it('fails on the last row, also when the cell already spans down to it', () => {
    expect(
      refusal(
        mergeDown(
          table([
            ['a', 'b'],
            ['c', 'd'],
          ]),
          { row: 1, cell: 0 },
        ),
      ),
    ).toBe('table.lastRow');
    expect(refusal(mergeDown(table([['a:1x2', 'b'], ['d']]), { row: 0, cell: 0 }))).toBe('table.lastRow');
  });

  it('fails when the column spans differ', () => {
    expect(refusal(mergeDown(table([['a', 'b'], ['c:2x1']]), { row: 0, cell: 0 }))).toBe(
      'table.downSpansDiffer',
    );
    expect(refusal(mergeDown(table([['a:2x1'], ['c', 'd']]), { row: 0, cell: 0 }))).toBe(
      'table.downSpansDiffer',
    );
  });

  it('merges below a tall cell', () => {
    const rows = rowsOf(mergeDown(table([['a:1x2', 'b'], ['c'], ['d', 'e']]), { row: 0, cell: 0 }));
    expect(picture(rows)).toEqual(['a+d b', 'a+d c', 'a+d e']);
  });
});

describe('mergeRight', () => {
  it('merges the cell to the right and keeps both controls', () => {
    const rows = rowsOf(
      mergeRight(
        table([
          ['a', 'b', 'c'],
          ['d', 'e', 'f'],
        ]),
        { row: 0, cell: 1 },
      ),
    );
    expect(picture(rows)).toEqual(['a b+c b+c', 'd e f']);
    expect(rows[0]?.tds[1]?.colspan).toBe(2);
  });

  it('fails on the last column', () => {
    expect(refusal(mergeRight(table([['a', 'b']]), { row: 0, cell: 1 }))).toBe('table.lastColumn');
    expect(refusal(mergeRight(table([['a', 'b:1x1'], ['c:2x1']]), { row: 1, cell: 0 }))).toBe(
      'table.lastColumn',
    );
  });

  it('fails when the row spans differ', () => {
    expect(refusal(mergeRight(table([['a', 'b:1x2'], ['c']]), { row: 0, cell: 0 }))).toBe(
      'table.rightSpansDiffer',
    );
    expect(refusal(mergeRight(table([['a:1x2', 'b'], ['c']]), { row: 0, cell: 0 }))).toBe(
      'table.rightSpansDiffer',
    );
  });

  it('refuses a cell that does not exist', () => {
    expect(refusal(mergeRight(table([['a', 'b']]), { row: 3, cell: 0 }))).toBe('table.cellMissing');
  });
});

describe('split', () => {
  it('restores 1x1 cells over a 2x2 merged cell, controls stay in the first', () => {
    const rows = rowsOf(split(table([['a:2x2', 'b'], ['c'], ['d', 'e', 'f']]), { row: 0, cell: 0 }));
    expect(picture(rows)).toEqual(['a . b', '. . c', 'd e f']);
    expect(rows.every((tr) => tr.tds.every((td) => td.colspan === 1 && td.rowspan === 1))).toBe(true);
    expect(rows.map((tr) => tr.tds.length)).toEqual([3, 3, 3]);
  });

  it('splits a cell that starts in the middle of a row', () => {
    const rows = rowsOf(split(table([['a', 'b:2x2'], ['c']]), { row: 0, cell: 1 }));
    expect(picture(rows)).toEqual(['a b .', 'c . .']);
  });

  it('leaves a 1x1 cell as it is', () => {
    expect(picture(rowsOf(split(table([['a', 'b']]), { row: 0, cell: 0 })))).toEqual(['a b']);
  });
});

describe('addColumn', () => {
  it('inserts one cell after the current cell in every row', () => {
    const rows = rowsOf(
      addColumn(
        table([
          ['a', 'b'],
          ['c', 'd'],
        ]),
        { row: 1, cell: 0 },
      ),
    );
    expect(picture(rows)).toEqual(['a . b', 'c . d']);
  });

  it('inserts after a wide cell and widens cells crossing the new line', () => {
    const rows = rowsOf(
      addColumn(
        table([
          ['a:2x1', 'b'],
          ['c', 'd', 'e'],
        ]),
        { row: 1, cell: 0 },
      ),
    );
    expect(picture(rows)).toEqual(['a a a b', 'c . d e']);
    expect(rows[0]?.tds[0]?.colspan).toBe(3);
  });

  it('appends at the right edge', () => {
    expect(
      picture(
        rowsOf(
          addColumn(
            table([
              ['a', 'b'],
              ['c', 'd'],
            ]),
            { row: 0, cell: 1 },
          ),
        ),
      ),
    ).toEqual(['a b .', 'c d .']);
  });
});

describe('addRow', () => {
  it('inserts a full row after the current row', () => {
    const rows = rowsOf(
      addRow(
        table([
          ['a', 'b'],
          ['c', 'd'],
        ]),
        { row: 0, cell: 1 },
      ),
    );
    expect(picture(rows)).toEqual(['a b', '. .', 'c d']);
  });

  it('inserts after the current cell’s row span and grows cells crossing the new line', () => {
    const rows = rowsOf(addRow(table([['a:1x2', 'b:1x3'], [], ['d']]), { row: 0, cell: 0 }));
    expect(picture(rows)).toEqual(['a b', 'a b', '. b', 'd b']);
    expect(rows[0]?.tds[1]?.rowspan).toBe(4);
    expect(rows[2]?.tds).toHaveLength(1);
  });

  it('appends at the bottom', () => {
    expect(picture(rowsOf(addRow(table([['a', 'b']]), { row: 0, cell: 0 })))).toEqual(['a b', '. .']);
  });
});
