/** What the canvas and the properties panel attach to each control type through the model's registry. */
import type { ComponentType } from 'react';
import type { FormConfig, FormControl } from '@shared/form';
import type { ControlBox, FormLayout } from '../model/layout';

export interface CanvasViewProps {
  box: ControlBox;
  control: FormControl;
  config: FormConfig;
  /** The whole layout (containers read their slots, cells and tab headers from it). */
  layout: FormLayout;
  /** Translates formDesigner keys (placeholders of containers, empty-slot hints). */
  t: (key: string) => string;
}

/** A react-konva drawing of one control at its box (absolute canvas coordinates). */
export type CanvasView = ComponentType<CanvasViewProps>;
