/**
 * How tall a block of rows will likely be before the browser lays it out: the block keeps this height while it
 * is off screen (content-visibility: auto), so the scroll bar is about right before the rows are ever drawn;
 * once drawn, the block remembers its real height. Figures are the default stylesheet's rows in px (control and
 * the 16 px gap below it); a label above its control (vertical layout, phones) adds a line per labelled row,
 * which the stylesheet supplies as --fr-label-above.
 */
import type { FormControl, GridColumn } from '@shared/form';

const GAP = 16;
const LINE = 32;
/** Controls taller than one line of input. */
const HEIGHTS: Partial<Record<FormControl['type'], number>> = {
  textarea: 91,
  editor: 200,
  checkbox: 26,
  radio: 26,
  uploadImg: 104,
  divider: 24,
  text: 22,
  html: 22,
};
/** Containers: the padding and title around their rows. */
const FRAME = 56;

export interface RowsEstimate {
  /** Height in px with every label beside its control. */
  height: number;
  /** Rows whose label sits above the control in a vertical layout. */
  labelled: number;
}

function columnsOf(control: FormControl): FormControl[][] {
  if (control.type === 'table') return (control.trs ?? []).map((row) => row.tds.flatMap((cell) => cell.list));
  if (control.type === 'grid' || control.type === 'tabs')
    return ((control.columns ?? []) as GridColumn[]).map((column) => column.list);
  return [control.list ?? []];
}

/** A container is as tall as its tallest column (a tab panel: the first one is shown). */
function containerEstimate(control: FormControl): RowsEstimate {
  const columns = columnsOf(control).map(estimateRows);
  const shown = control.type === 'tabs' ? columns.slice(0, 1) : columns;
  const tallest = shown.reduce<RowsEstimate>((a, b) => (b.height > a.height ? b : a), {
    height: 0,
    labelled: 0,
  });
  return { height: tallest.height + FRAME, labelled: tallest.labelled };
}

export function estimateRows(list: readonly FormControl[]): RowsEstimate {
  let height = 0;
  let labelled = 0;
  for (const control of list) {
    if (control.options.hidden === true) continue;
    if (control.list || control.columns || control.trs) {
      const inner = containerEstimate(control);
      height += inner.height;
      labelled += inner.labelled;
      continue;
    }
    height += (HEIGHTS[control.type] ?? LINE) + GAP;
    if (control.label && control.options.showLabel !== false) labelled += 1;
  }
  return { height, labelled };
}

/** The CSS value of contain-intrinsic-block-size for a block of these rows. */
export const intrinsicBlockSize = ({ height, labelled }: RowsEstimate): string =>
  `auto calc(${height}px + ${labelled} * var(--fr-label-above, 0px))`;
