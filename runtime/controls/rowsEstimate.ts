/**
 * How tall a block of rows will likely be before the browser lays it out: the block keeps this height while it
 * is off screen (content-visibility: auto), so the scroll bar is about right before the rows are ever drawn;
 * once drawn, the block remembers its real height. The block tells the stylesheet how many rows it shows and
 * how many of them are tall (a textarea: one unit; a container: three), and the stylesheet turns that into px
 * (.fr-rows): by default rows of 48 px and a tall unit of 59 px more, with a line more per row where labels sit
 * above their controls; once the list's first rows have been drawn, the sizes measured on them
 * (measureRowSizes). An estimate that is off moves everything below a block as the block comes near the screen:
 * a button that a finger or a pointer is about to press would move away under it.
 */
import type { CSSProperties } from 'react';
import type { FormControl } from '@shared/form';

/** Sizes measured on the rows drawn first, in px: a row's height with its gap, and what a tall unit adds. */
export interface RowSizes {
  row?: number;
  tall?: number;
}

/** Tall units of a control's row: a textarea or editor one; a container (its rows, its columns) three. */
export function tallUnits(control: FormControl): number {
  if (control.type === 'textarea' || control.type === 'editor') return 1;
  return control.list || control.columns || control.trs ? 3 : 0;
}

export function blockStyle(list: readonly FormControl[], sizes?: RowSizes): CSSProperties {
  let rows = 0;
  let tall = 0;
  for (const control of list) {
    if (control.options.hidden === true) continue;
    rows += 1;
    tall += tallUnits(control);
  }
  const style: Record<string, string | number> = { '--fr-rows': rows, '--fr-tall': tall };
  if (sizes?.row !== undefined) style['--fr-row-size'] = `${sizes.row}px`;
  if (sizes?.tall !== undefined) style['--fr-tall-size'] = `${sizes.tall}px`;
  return style as CSSProperties;
}

/**
 * The sizes of the rows already drawn, read from the page: each field's distance to the next one down (its
 * height, gap included). A plain row gives the row size; a textarea or editor row what a tall unit adds. Rows of
 * containers, hidden rows and rows side by side are left out. Nothing is measured where nothing is laid out.
 */
export function measureRowSizes(formId: string, list: readonly FormControl[]): RowSizes {
  const form = document.querySelector(`[data-fr-form="${formId}"]`);
  // pitch sums and counts of plain rows, then of tall ones
  let plain = 0;
  let plainRows = 0;
  let tall = 0;
  let tallRows = 0;
  let previous: { top: number; units: number } | undefined;
  for (const control of list) {
    const box = form?.querySelector(`[data-key="${CSS.escape(control.key)}"]`)?.getBoundingClientRect();
    if (previous && box && box.top > previous.top) {
      if (previous.units === 0) {
        plain += box.top - previous.top;
        plainRows += 1;
      } else if (previous.units === 1) {
        tall += box.top - previous.top;
        tallRows += 1;
      }
    }
    previous = box?.height ? { top: box.top, units: tallUnits(control) } : undefined;
  }
  const row = plainRows ? plain / plainRows : undefined;
  return { row, tall: row !== undefined && tallRows ? Math.max(0, tall / tallRows - row) : undefined };
}
