/**
 * The flow as an outline (pure): one row per node in flow order, with its tree level, so a tree view can show
 * the flow to a screen reader. A group holds its branches one level down, a branch holds its chain one further.
 */
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { ancestry } from '@shared/flow/tree';
import type { FlowNode } from '@shared/flow/types';

export interface OutlineRow {
  id: string;
  node: FlowNode;
  /** 1 for the main chain. */
  level: number;
  /** The row this one is nested under ('' on the main chain). */
  parentId: string;
  /** Position among its siblings, from 1, and their number. */
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
}

export type OutlineMove = 'up' | 'down' | 'left' | 'right' | 'home' | 'end';

function chainRows(rows: OutlineRow[], head: FlowNode | null, level: number, parentId: string): void {
  const siblings: OutlineRow[] = [];
  for (let node = head; node; node = node.childNode) {
    const branches = node.conditionNodes ?? [];
    const row: OutlineRow = {
      id: node.id,
      node,
      level,
      parentId,
      posInSet: 0,
      setSize: 0,
      hasChildren: branches.length > 0,
    };
    rows.push(row);
    siblings.push(row);
    const columns: OutlineRow[] = [];
    for (const branch of branches) {
      const column: OutlineRow = {
        id: branch.id,
        node: branch,
        level: level + 1,
        parentId: node.id,
        posInSet: 0,
        setSize: 0,
        hasChildren: branch.childNode !== null,
      };
      rows.push(column);
      columns.push(column);
      chainRows(rows, branch.childNode, level + 2, branch.id);
    }
    numberRows(columns);
  }
  numberRows(siblings);
}

function numberRows(siblings: OutlineRow[]): void {
  siblings.forEach((row, index) => {
    row.posInSet = index + 1;
    row.setSize = siblings.length;
  });
}

export function flowOutline(root: FlowNode): OutlineRow[] {
  const rows: OutlineRow[] = [];
  chainRows(rows, root, 1, '');
  return rows;
}

/**
 * The row a tree-view key moves to from `fromId`: the next or previous row, the first child (right), the parent
 * (left), the first or last row. Nothing selected: the first row. Undefined when there is nowhere to go.
 */
export function outlineTarget(
  rows: readonly OutlineRow[],
  fromId: string,
  move: OutlineMove,
): string | undefined {
  if (move === 'home') return rows[0]?.id;
  if (move === 'end') return rows[rows.length - 1]?.id;
  const index = rows.findIndex((row) => row.id === fromId);
  const row = rows[index];
  if (!row) return rows[0]?.id;
  if (move === 'up') return rows[index - 1]?.id;
  if (move === 'down') return rows[index + 1]?.id;
  if (move === 'right') return row.hasChildren ? rows[index + 1]?.id : undefined;
  return row.parentId || undefined;
}

/** The group a node belongs to: itself when it is a group, else the group of the innermost branch holding it. */
export function enclosingGroupId(root: FlowNode, id: string): string {
  const path = ancestry(root, id);
  if (!path) return '';
  const last = path[path.length - 1];
  if (last && nodeTypeOf(last.node.type).role === 'group') return last.node.id;
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const link = path[index]?.link;
    if (link?.relation === 'branch') return link.parent.id;
  }
  return '';
}
