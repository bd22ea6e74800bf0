/**
 * The registry of control types. Its model part (defaults, containment, palette) is built in; views
 * and panels are attached per type in one place by the layers that own them:
 *
 *   const registry = createControlRegistry<{ view: CanvasView; panel: PanelView }>(t);
 *   registry.attach('input', { view: InputView, panel: InputPanel });
 *
 * Built by a factory, never a module singleton, so every designer and test has its own.
 */
import type { ControlType, FormControl } from '@shared/form';
import { controlDefaults } from './controlDefaults';
import type { ContainerKind, ControlTypeInfo, PaletteGroup } from './controlTypes';
import { CONTROL_TYPE_INFO, PALETTE_GROUPS, canPlace, isControlType } from './controlTypes';
import type { Translate } from './messages';
import { MessageKey, controlLabelKey } from './messages';

export interface ControlRegistry<A extends object = Record<string, unknown>> {
  /** Model facts of a type, or undefined for an unknown type. */
  info(type: string): ControlTypeInfo | undefined;
  /** Palette sections in display order with their types. */
  palette(): ReadonlyArray<{ group: PaletteGroup; types: readonly ControlType[] }>;
  /** A new control of this type with default label, options and rules; key and model left empty. */
  template(type: ControlType): FormControl;
  /** Default label text of a type (used when a blank label is left). */
  defaultLabel(type: ControlType): string;
  canPlace(type: ControlType, kind: ContainerKind): boolean;
  /** Adds view-layer parts (canvas view, properties panel, ...) for a type. */
  attach(type: ControlType, parts: Partial<A>): void;
  /** View-layer parts attached to a type so far. */
  attachments(type: ControlType): Partial<A>;
}

export function createControlRegistry<A extends object = Record<string, unknown>>(
  t: Translate,
): ControlRegistry<A> {
  const attached = new Map<ControlType, Partial<A>>();
  const defaultLabel = (type: ControlType) => t(controlLabelKey(type));
  return {
    info: (type) => (isControlType(type) ? CONTROL_TYPE_INFO[type] : undefined),
    palette: () => PALETTE_GROUPS,
    defaultLabel,
    canPlace,
    template(type) {
      const info = CONTROL_TYPE_INFO[type];
      const control: FormControl = { type, label: defaultLabel(type), key: '', ...controlDefaults(type, t) };
      if (info.hasModel) {
        control.model = '';
        control.help = '';
        control.rules = [{ required: false, message: t(MessageKey.defaultRequired) }];
      }
      return control;
    },
    attach(type, parts) {
      attached.set(type, { ...attached.get(type), ...parts });
    },
    attachments: (type) => attached.get(type) ?? {},
  };
}
