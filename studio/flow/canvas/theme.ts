/** Colours and sizes of the flow canvas (shared by the live canvas, the mini-map and the image export). */
import type { NodeTone } from '@shared/flow/nodeTypes';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { NodeDisplayStatus, NodeTypeCode } from '@shared/flow/types';

export const FONT =
  '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif';

export const COLORS = {
  background: '#f5f5f7',
  edge: '#b8bcc6',
  card: '#ffffff',
  cardText: '#1c2127',
  muted: '#738091',
  selected: '#2d72d2',
  error: '#cd4246',
  path: '#238551',
  /** Outline of the nodes on an emphasised path in the heat view (apart from the heat colours). */
  heatPath: '#404854',
  drop: '#2d72d2',
  plus: '#2d72d2',
  mark: '#c87619',
  miniNode: '#8f99a8',
  miniViewport: '#2d72d2',
} as const;

/** Header colour per colour token of the node-type registry. */
export const HEADER_COLORS: Record<NodeTone, string> = {
  start: '#576481',
  approver: '#ff943e',
  cc: '#3296fa',
  handler: '#7a5cd6',
  merge: '#8f99a8',
  plain: '#ffffff',
};

/** Header colour of a node type. */
export function headerColor(type: NodeTypeCode): string {
  return HEADER_COLORS[nodeTypeOf(type).tone];
}

/** Read-only progress colours (workflow spec §4.1): -1 none, 0 not reached, 1 current, 2 completed. */
export const STATUS_COLORS: Record<NodeDisplayStatus, string | null> = {
  [-1]: null,
  0: '#8f99a8',
  1: '#2d72d2',
  2: '#238551',
};

export const DISPLAY_STATUSES: readonly NodeDisplayStatus[] = [-1, 0, 1, 2];
