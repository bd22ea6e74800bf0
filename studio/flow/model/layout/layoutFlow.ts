/**
 * Pure layout of the flow tree: top to bottom, the branches of a group side by side, merge lines back to
 * the group's childNode, a plus slot after each node and an end node.
 *
 * Memoized per node (identity): a node's fragment holds only its own card or group block, its branch columns
 * and the fragment of the node after it, each placed by an offset. The model replaces changed nodes and their
 * ancestors, so after an edit only the fragments on the changed path are computed again (O(depth)); every
 * unchanged suffix of a chain and every unchanged branch is reused as is. The result (`TreeLayout`) keeps the
 * fragments: bounds and viewport queries read them directly, and the flat lists are copied out only on demand.
 */
import type { FlowNode } from '@shared/flow/types';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { isClosedByMerge } from '@shared/flow/treeEdit';
import type { ChainLayout } from './layoutTypes';
import { LAYOUT } from './layoutTypes';
import { TreeLayout } from './TreeLayout';
import { memoizeChain } from '../chainMemo';

const cache = new WeakMap<FlowNode, ChainLayout>();
let computedFragments = 0;

/** How many node fragments have been computed so far (the memo's misses); for tests and benchmarks. */
export function layoutWorkCount(): number {
  return computedFragments;
}

function nodeSize(node: FlowNode): { width: number; height: number } {
  return nodeTypeOf(node.type).role === 'merge'
    ? { width: LAYOUT.mergeWidth, height: LAYOUT.mergeHeight }
    : { width: LAYOUT.nodeWidth, height: LAYOUT.nodeHeight };
}

/** Lays out a group's branches side by side into `out`; returns the block's width and height. */
function groupBlock(out: ChainLayout, group: FlowNode): { width: number; height: number } {
  const columns = (group.conditionNodes ?? []).map((branch) => layoutChain(branch));
  const widths = columns.map((column) => column.width + LAYOUT.columnGap);
  const total = widths.reduce((sum, width) => sum + width, 0);
  const innerHeight = Math.max(0, ...columns.map((column) => column.height));
  const lineTop = LAYOUT.pillHeight / 2;
  const columnTop = LAYOUT.groupTop;
  const bottom = columnTop + innerHeight;
  let left = -total / 2;
  const centres: number[] = [];
  columns.forEach((column, index) => {
    const centre = left + (widths[index] ?? 0) / 2;
    centres.push(centre);
    out.edges.push({ points: [centre, lineTop, centre, columnTop] });
    out.columns.push({ fragment: column, group, dx: centre, dy: columnTop });
    if (column.height < innerHeight)
      out.edges.push({ points: [centre, columnTop + column.height, centre, bottom] });
    left += widths[index] ?? 0;
  });
  const first = centres[0] ?? 0;
  const last = centres[centres.length - 1] ?? 0;
  const width = Math.max(total, LAYOUT.pillWidth);
  out.edges.push({ points: [first, lineTop, last, lineTop] });
  out.edges.push({ points: [first, bottom, last, bottom] });
  out.boxes.push({
    id: group.id,
    kind: 'addBranch',
    node: group,
    x: -LAYOUT.pillWidth / 2,
    y: 0,
    width: LAYOUT.pillWidth,
    height: LAYOUT.pillHeight,
    frame: { x: -width / 2, y: 0, width, height: bottom },
  });
  return { width, height: bottom };
}

/** One node's fragment given the (already laid out) rest of its chain. */
function fragmentOf(node: FlowNode, rest: ChainLayout | null): ChainLayout {
  computedFragments += 1;
  const out: ChainLayout = {
    width: LAYOUT.nodeWidth,
    height: 0,
    ownHeight: 0,
    boxes: [],
    edges: [],
    slots: [],
    columns: [],
    rest,
  };
  let y: number;
  if (nodeTypeOf(node.type).role === 'group') {
    const block = groupBlock(out, node);
    out.width = Math.max(out.width, block.width);
    y = block.height;
  } else {
    const size = nodeSize(node);
    out.boxes.push({
      id: node.id,
      kind: 'node',
      node,
      x: -size.width / 2,
      y: 0,
      width: size.width,
      height: size.height,
    });
    y = size.height;
  }
  out.edges.push({ points: [0, y, 0, y + LAYOUT.connector] });
  const isBeforeMerge = isClosedByMerge(node);
  if (!isBeforeMerge) out.slots.push({ afterId: node.id, x: 0, y: y + LAYOUT.connector / 2 });
  out.ownHeight = y + LAYOUT.connector;
  out.height = out.ownHeight + (rest?.height ?? 0);
  if (rest) out.width = Math.max(out.width, rest.width);
  return out;
}

/** Lays out the chain starting at `head` (memoized per node: only nodes without a cached fragment are computed). */
export function layoutChain(head: FlowNode): ChainLayout {
  return memoizeChain(head, cache, fragmentOf);
}

/**
 * The whole flow: the root chain centred on x = 0 from y = 0, then the end node. O(1) past the memoized
 * fragments; the flat lists live with the returned layout only (not kept for every tree in the history).
 */
export function layoutFlow(root: FlowNode): TreeLayout {
  return new TreeLayout(layoutChain(root));
}
