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
  /**
   * The add-branch pill only: the whole block of its group (pill, branch columns and merge lines), the area
   * whose empty space selects the group by pointer and that is outlined while the group is selected.
   */
  frame?: Rect;
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

/** A fragment placed at an offset inside its parent. */
export interface Placed {
  fragment: ChainLayout;
  /** The group whose branch column this is. */
  group: FlowNode;
  dx: number;
  dy: number;
}

/**
 * A node and the rest of its chain: x relative to the chain's centre line, y from the node's top.
 * `boxes`, `edges` and `slots` are the node's own (card or group block and its connector).
 */
export interface ChainLayout {
  /** Width and height of the whole suffix (this node down to the end of its chain). */
  width: number;
  height: number;
  /** Height of this node's own block including its connector: where `rest` starts. */
  ownHeight: number;
  boxes: LayoutBox[];
  edges: LayoutEdge[];
  slots: AddSlot[];
  /** The branch columns of a group node. */
  columns: Placed[];
  rest: ChainLayout | null;
}
