/**
 * The designer's clipboard payload: JSON text other designer tabs (or the same one) can paste.
 * A bare control or an array of controls (e.g. copied from an exported form) is accepted as well.
 */
import type { FormControl } from '@shared/form';
import { isWellFormedControl } from './importDocument';
import { cloneData } from './keys';

export const CLIPBOARD_MARKER = 'k-form-design/controls';

export interface ClipboardPayload {
  format: typeof CLIPBOARD_MARKER;
  controls: FormControl[];
}

export function toClipboardText(controls: readonly FormControl[]): string {
  const payload: ClipboardPayload = { format: CLIPBOARD_MARKER, controls: controls.map(cloneData) };
  return JSON.stringify(payload);
}

/** The controls in clipboard text, or undefined when it holds none (keys are not renamed here). */
export function parseClipboard(text: string): FormControl[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const controls =
    typeof data === 'object' &&
    data !== null &&
    'format' in data &&
    (data as ClipboardPayload).format === CLIPBOARD_MARKER
      ? (data as ClipboardPayload).controls
      : Array.isArray(data)
        ? data
        : [data];
  if (!Array.isArray(controls) || controls.length === 0 || !controls.every(isWellFormedControl))
    return undefined;
  return cloneData(controls);
}
