/**
 * Sizes of the canvas drawing (px). The canvas views and the layout read the same numbers, so a
 * control's drawing always fits its box.
 */
import type { FormControl } from '@shared/form';
import { TABLE_MIN_CELL_HEIGHT } from '@shared/form';

export const METRICS = {
  /** Padding around the top-level list. */
  pagePadding: 16,
  /** Space between stacked controls. */
  gap: 4,
  /** Padding inside a control box. */
  itemPadding: 8,
  labelHeight: 22,
  inputHeight: 32,
  optionHeight: 24,
  textareaLineHeight: 21,
  uploadCardSize: 96,
  uploadDragHeight: 96,
  containerHeader: 32,
  containerPadding: 8,
  emptySlotHeight: 56,
  tabHeaderHeight: 34,
  tableMinCellHeight: TABLE_MIN_CELL_HEIGHT,
  batchHeaderHeight: 34,
  batchRowHeight: 44,
  batchMinColumnWidth: 140,
  fontSize: 13,
} as const;

/** Whether a control draws a label (beside or above its body). */
export function showsLabel(control: FormControl): boolean {
  if (control.options?.noFormItem) return false;
  return control.options?.showLabel !== false;
}

const pt = (size: unknown): number => {
  const value = typeof size === 'string' ? parseFloat(size) : typeof size === 'number' ? size : NaN;
  return Number.isFinite(value) ? value : 10.5;
};

/** Height of the body of a simple control (the part right of, or below, the label). */
export function bodyHeight(control: FormControl): number {
  const options = control.options ?? {};
  const m = METRICS;
  switch (control.type) {
    case 'textarea':
      return Math.max(2, Number(options.minRows) || 4) * m.textareaLineHeight + 10;
    case 'radio':
    case 'checkbox':
      return m.optionHeight + 8;
    case 'uploadImg':
      return m.uploadCardSize;
    case 'uploadFile':
      return options.drag ? m.uploadDragHeight : m.inputHeight;
    case 'text':
      return Math.ceil(pt(options.fontSize) * 1.333 * 1.5) + 6;
    case 'divider':
      return 28;
    case 'alert':
      return options.description ? 60 : 40;
    case 'html':
      return 40;
    case 'editor':
      return Math.min(300, Number(options.height) || 160);
    default:
      return m.inputHeight;
  }
}
