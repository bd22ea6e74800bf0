/** Colours and sizes of the flow canvas (shared by the live canvas, the mini-map and the image export). */
import type { NodeDisplayStatus, NodeTypeCode } from '@shared/flow/types';
import { NodeType } from '@shared/flow/types';

export const FONT = '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif';

export const COLORS = {
  background: '#f5f5f7',
  edge: '#b8bcc6',
  card: '#ffffff',
  cardText: '#1c2127',
  muted: '#738091',
  selected: '#2d72d2',
  error: '#cd4246',
  path: '#238551',
  drop: '#2d72d2',
  plus: '#2d72d2',
  mark: '#c87619',
  miniNode: '#8f99a8',
  miniViewport: '#2d72d2',
} as const;

/** Header colour per node type. */
export function headerColor(type: NodeTypeCode): string {
  switch (type) {
    case NodeType.Start:
      return '#576481';
    case NodeType.Approver:
      return '#ff943e';
    case NodeType.Cc:
      return '#3296fa';
    case NodeType.Handler:
      return '#7a5cd6';
    case NodeType.Merge:
      return '#8f99a8';
    default:
      return '#ffffff';
  }
}

/** Read-only progress colours (workflow spec §4.1): -1 none, 0 not reached, 1 current, 2 completed. */
export const STATUS_COLORS: Record<NodeDisplayStatus, string | null> = {
  [-1]: null,
  0: '#8f99a8',
  1: '#2d72d2',
  2: '#238551',
};

export const DISPLAY_STATUSES: readonly NodeDisplayStatus[] = [-1, 0, 1, 2];
