/** Geometry of the form canvas, produced by `layoutForm` (pure) and read by the canvas views. */
import type { ControlType, FormControl } from '@shared/form';
import type { ContainerKind } from '../controlTypes';
import type { Slot } from '../places';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One control's box on the canvas (absolute coordinates, before scrolling). */
export interface ControlBox extends Rect {
  key: string;
  type: ControlType;
  control: FormControl;
  /** 0 for top-level controls. */
  depth: number;
  slot: Slot;
  index: number;
  /** Index in `FormLayout.boxes` after this box's last descendant (pre-order subtree end). */
  end: number;
}

/** A list that accepts dropped controls: the top list, a card body, a grid column, a tab pane, a cell. */
export interface SlotBox extends Rect {
  slot: Slot;
  kind: ContainerKind;
  depth: number;
  /** Children run top to bottom, or left to right (batch rows show their fields as columns). */
  direction: 'vertical' | 'horizontal';
  /** Child boxes in list order. */
  children: ControlBox[];
}

/** A table cell, for the cell context menu. */
export interface CellBox extends Rect {
  tableKey: string;
  row: number;
  cell: number;
}

/** A tab header, clicked to show its pane on the canvas. */
export interface TabHeaderBox extends Rect {
  tabsKey: string;
  index: number;
  label: string;
  isActive: boolean;
}

export interface FormLayout {
  /** Every control, pre-order: a container comes before its children. */
  boxes: ControlBox[];
  /** Top-level boxes, in order (what the canvas culls against the viewport). */
  roots: ControlBox[];
  slots: SlotBox[];
  cells: CellBox[];
  tabs: TabHeaderBox[];
  width: number;
  height: number;
}

/** Where a drop would land and the insertion line to draw for it. */
export interface DropTarget {
  slot: Slot;
  index: number;
  line: { x: number; y: number; length: number; direction: 'horizontal' | 'vertical' };
}

export interface LayoutOptions {
  width: number;
  /** Label above the field (vertical) or beside it. */
  layout: 'horizontal' | 'vertical' | 'inline';
  labelWidth: number;
  /** Index of the pane shown for each tabs control (default 0). */
  activeTab?: (tabsKey: string) => number;
}
