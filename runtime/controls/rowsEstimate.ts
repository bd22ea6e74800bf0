/**
 * How tall a block of rows will likely be before the browser lays it out: the block keeps this height while it
 * is off screen (content-visibility: auto), so the scroll bar is about right before the rows are ever drawn;
 * once drawn, the block remembers its real height. The block tells the stylesheet how many rows it shows and
 * how many of them are tall (a textarea: one unit; a container: three), and the stylesheet turns that into px
 * (.fr-rows), with a line more per row where labels sit above their controls.
 */
import type { CSSProperties } from 'react';
import type { FormControl } from '@shared/form';

export function blockStyle(list: readonly FormControl[]): CSSProperties {
  let rows = 0;
  let tall = 0;
  for (const control of list) {
    if (control.options.hidden === true) continue;
    rows += 1;
    if (control.type === 'textarea' || control.type === 'editor') tall += 1;
    else if (control.list || control.columns || control.trs) tall += 3;
  }
  return { '--fr-rows': rows, '--fr-tall': tall } as CSSProperties;
}
