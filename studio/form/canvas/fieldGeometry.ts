/** Where a field's label and body go inside its box (horizontal: label left; vertical: label above). Pure. */
import type { FormConfig, FormControl } from '@shared/form';
import type { ControlBox } from '../model/layout';
import { METRICS, showsLabel } from '../model/layout';

export interface FieldGeometry {
  hasLabel: boolean;
  label: { x: number; y: number; width: number };
  body: { x: number; y: number; width: number };
  isRequired: boolean;
}

export function isRequired(control: FormControl): boolean {
  const first = control.rules?.[0];
  return !!first && 'required' in first && first.required;
}

export function fieldGeometry(box: ControlBox, control: FormControl, config: FormConfig): FieldGeometry {
  const pad = METRICS.itemPadding;
  const hasLabel = showsLabel(control);
  const inner = { x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad };
  const required = isRequired(control) && !config.hideRequiredMark;
  if (!hasLabel) return { hasLabel, label: { ...inner, width: 0 }, body: inner, isRequired: required };
  if (config.layout === 'vertical')
    return {
      hasLabel,
      label: inner,
      body: { x: inner.x, y: inner.y + METRICS.labelHeight, width: inner.width },
      isRequired: required,
    };
  const labelWidth = Math.min(Math.max(40, Number(config.labelWidth) || 100), inner.width / 2);
  return {
    hasLabel,
    label: { x: inner.x, y: inner.y + 5, width: labelWidth - 8 },
    body: { x: inner.x + labelWidth, y: inner.y, width: inner.width - labelWidth },
    isRequired: required,
  };
}

/** The width a control's `width` option asks for ('100%', '50%', '200px'), within the body. */
export function bodyWidth(control: FormControl, available: number): number {
  const width = String(control.options?.width ?? '100%').trim();
  const value = parseFloat(width);
  if (!Number.isFinite(value)) return available;
  if (width.endsWith('%')) return Math.max(24, Math.min(available, (available * value) / 100));
  return Math.max(24, Math.min(available, value));
}
