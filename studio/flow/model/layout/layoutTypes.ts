/** Geometry produced by the flow layout (flow coordinates, y grows downwards). */
import type { FlowNode } from '@shared/flow/types';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** node: a node card; addBranch: the group's "add branch" pill; end: the end node. */
export type LayoutBoxKind = 'node' | 'addBranch' | 'end';

export interface LayoutBox extends Rect {
  /** Node id ('' for the end node); the add-branch pill carries its group's id. */
  id: string;
  kind: LayoutBoxKind;
  node?: FlowNode;
  /** The first card of a branch column (the branch itself): the group it belongs to. */
  group?: FlowNode;
}

/** A polyline: [x0, y0, x1, y1, ...]. */
export interface LayoutEdge {
  points: number[];
}

/** A plus button: inserting there puts the new node right after `afterId`. Coordinates are its centre. */
export interface AddSlot {
  afterId: string;
  x: number;
  y: number;
}

export interface FlowLayout {
  boxes: LayoutBox[];
  edges: LayoutEdge[];
  slots: AddSlot[];
  bounds: Rect;
}

export const LAYOUT = {
  nodeWidth: 220,
  nodeHeight: 88,
  mergeWidth: 120,
  mergeHeight: 32,
  /** Vertical gap after each node; its plus button sits in the middle. */
  connector: 72,
  /** Horizontal space between branch columns. */
  columnGap: 40,
  pillWidth: 96,
  pillHeight: 32,
  /** From the top of a group block to the top of its branch cards. */
  groupTop: 56,
  endWidth: 80,
  endHeight: 36,
} as const;
