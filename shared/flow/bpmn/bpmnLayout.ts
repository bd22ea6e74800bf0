/**
 * Pure layout of the BPMN blocks, drawn like the designer's canvas: top to bottom, a group's branches side by side
 * between its split and join gateways, each chain centred on its column. Returns element bounds and the waypoints
 * of every sequence flow (orthogonal lines).
 */
import type { Block, GroupBlock } from './flowBlocks';
import { entryOf, exitOf } from './flowBlocks';

export const BPMN_SIZES = {
  task: { width: 100, height: 80 },
  gateway: { width: 50, height: 50 },
  event: { width: 36, height: 36 },
  /** Vertical space between consecutive elements. */
  gap: 48,
  /** Horizontal space between branch columns. */
  columnGap: 40,
} as const;

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export type SizeOf = (elementId: string) => { width: number; height: number };

interface Measure {
  width: number;
  height: number;
}

export class BpmnLayout {
  readonly bounds = new Map<string, Bounds>();
  private readonly measured = new Map<Block, Measure>();

  constructor(private readonly sizeOf: SizeOf) {}

  /** Places `chain` with its centre line at `cx`, its top at `top`; returns its height. */
  placeChain(chain: Block[], cx: number, top: number): number {
    let y = top;
    chain.forEach((block, index) => {
      if (index > 0) y += BPMN_SIZES.gap;
      y += this.placeBlock(block, cx, y);
    });
    return y - top;
  }

  chainSize(chain: Block[]): Measure {
    const sizes = chain.map((block) => this.blockSize(block));
    return {
      width: Math.max(0, ...sizes.map((size) => size.width)),
      height:
        sizes.reduce((sum, size) => sum + size.height, 0) + BPMN_SIZES.gap * Math.max(0, sizes.length - 1),
    };
  }

  /** Column centres of a group's branches, relative to the group's centre line. */
  columns(group: GroupBlock): number[] {
    const widths = group.branches.map(
      (branch) => Math.max(BPMN_SIZES.task.width, this.chainSize(branch.chain).width) + BPMN_SIZES.columnGap,
    );
    const total = widths.reduce((sum, width) => sum + width, 0);
    let left = -total / 2;
    return widths.map((width) => {
      const centre = left + width / 2;
      left += width;
      return centre;
    });
  }

  private blockSize(block: Block): Measure {
    const known = this.measured.get(block);
    if (known) return known;
    let size: Measure;
    if (block.kind === 'step') size = this.sizeOf(block.elementId);
    else {
      const branches = block.branches.map((branch) => this.chainSize(branch.chain));
      const width = branches.reduce(
        (sum, branch) => sum + Math.max(BPMN_SIZES.task.width, branch.width) + BPMN_SIZES.columnGap,
        0,
      );
      const inner = Math.max(0, ...branches.map((branch) => branch.height));
      size = { width, height: BPMN_SIZES.gateway.height * 2 + BPMN_SIZES.gap * 2 + inner };
    }
    this.measured.set(block, size);
    return size;
  }

  private put(elementId: string, cx: number, top: number): number {
    const { width, height } = this.sizeOf(elementId);
    this.bounds.set(elementId, { x: cx - width / 2, y: top, width, height });
    return height;
  }

  private placeBlock(block: Block, cx: number, top: number): number {
    if (block.kind === 'step') return this.put(block.elementId, cx, top);
    const size = this.blockSize(block);
    this.put(block.splitId, cx, top);
    const branchTop = top + BPMN_SIZES.gateway.height + BPMN_SIZES.gap;
    const centres = this.columns(block);
    block.branches.forEach((branch, index) =>
      this.placeChain(branch.chain, cx + (centres[index] ?? 0), branchTop),
    );
    this.put(block.joinId, cx, top + size.height - BPMN_SIZES.gateway.height);
    return size.height;
  }

  private box(elementId: string): Bounds {
    return this.bounds.get(elementId) ?? { x: 0, y: 0, width: 0, height: 0 };
  }

  /** From the bottom of `from` straight down to the top of `to` (both on one centre line). */
  straight(from: string, to: string): Point[] {
    const a = this.box(from);
    const b = this.box(to);
    return [
      { x: a.x + a.width / 2, y: a.y + a.height },
      { x: b.x + b.width / 2, y: b.y },
    ];
  }

  /** A branch's flow: out of the split's side, across to the column, down to the branch's first element. */
  branchOut(splitId: string, target: string, columnX: number): Point[] {
    const split = this.box(splitId);
    const cx = split.x + split.width / 2;
    if (columnX === cx && target !== '') return this.straight(splitId, target);
    const midY = split.y + split.height / 2;
    const side = columnX < cx ? split.x : split.x + split.width;
    const points = [
      { x: side, y: midY },
      { x: columnX, y: midY },
    ];
    if (target === '') return points;
    return [...points, { x: columnX, y: this.box(target).y }];
  }

  /** Down the column to the join's level and into the join's side. */
  branchIn(join: string, columnX: number, fromY: number): Point[] {
    const box = this.box(join);
    const cx = box.x + box.width / 2;
    if (columnX === cx)
      return [
        { x: cx, y: fromY },
        { x: cx, y: box.y },
      ];
    const midY = box.y + box.height / 2;
    const side = columnX < cx ? box.x : box.x + box.width;
    return [
      { x: columnX, y: fromY },
      { x: columnX, y: midY },
      { x: side, y: midY },
    ];
  }

  /** The waypoints of every flow of a chain, keyed by flow id. */
  chainEdges(chain: Block[], flowIdOf: (source: string) => string, into: Map<string, Point[]>): void {
    chain.forEach((block, index) => {
      const next = chain[index + 1];
      if (next) into.set(flowIdOf(exitOf(block)), this.straight(exitOf(block), entryOf(next)));
      if (block.kind === 'group') this.groupEdges(block, flowIdOf, into);
    });
  }

  private groupEdges(
    group: GroupBlock,
    flowIdOf: (source: string) => string,
    into: Map<string, Point[]>,
  ): void {
    const split = this.box(group.splitId);
    const cx = split.x + split.width / 2;
    const centres = this.columns(group);
    if (group.branches.length === 0)
      into.set(flowIdOf(group.splitId), this.straight(group.splitId, group.joinId));
    group.branches.forEach((branch, index) => {
      const columnX = cx + (centres[index] ?? 0);
      const first = branch.chain[0];
      const last = branch.chain[branch.chain.length - 1];
      if (!first || !last) {
        const out = this.branchOut(group.splitId, '', columnX);
        const from = out[out.length - 1] ?? { x: cx, y: split.y + split.height };
        const down = this.branchIn(group.joinId, columnX, from.y);
        into.set(
          branch.flowId,
          columnX === cx ? this.straight(group.splitId, group.joinId) : [...out, ...down.slice(1)],
        );
        return;
      }
      into.set(branch.flowId, this.branchOut(group.splitId, entryOf(first), columnX));
      this.chainEdges(branch.chain, flowIdOf, into);
      const end = this.box(exitOf(last));
      into.set(flowIdOf(exitOf(last)), this.branchIn(group.joinId, columnX, end.y + end.height));
    });
  }
}
