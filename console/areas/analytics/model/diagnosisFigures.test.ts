import { describe, expect, it } from 'vitest';
import type { NodeFiguresRow } from '@shared/api/modules/analytics/diagnosis';
import { NodeType, type FlowNode } from '@shared/flow/types';
import { dateInputValue, dayOfDateInput, slowestPath } from './diagnosisFigures';

const node = (id: string, type: number, childNode: FlowNode | null = null, conditionNodes?: FlowNode[]) =>
  ({ id, pid: '', nodeName: id.toUpperCase(), type, childNode, conditionNodes }) as FlowNode;

const waits = (entries: Record<string, number | null>): NodeFiguresRow[] =>
  Object.entries(entries).map(([nodeId, p90]) => ({
    nodeId,
    nodeName: nodeId,
    tasks: 1,
    openTasks: 0,
    medianWaitSeconds: p90,
    p90WaitSeconds: p90,
    overtime: 0,
    rejections: 0,
    fallbacks: 0,
    topHolders: [],
  }));

/**
 * start → a → group(b1: x → y | b2: z | b3: (empty)) → c, where branch b2 holds a nested group
 * z → group2(d1: p | d2: q).
 */
const flow = node(
  's',
  NodeType.Start,
  node(
    'a',
    NodeType.Approver,
    node('g', NodeType.BranchGroup, node('c', NodeType.Handler), [
      node('b1', NodeType.ConditionBranch, node('x', NodeType.Approver, node('y', NodeType.Approver))),
      node(
        'b2',
        NodeType.ConditionBranch,
        node(
          'z',
          NodeType.Approver,
          node('g2', NodeType.BranchGroup, null, [
            node('d1', NodeType.ConditionBranch, node('p', NodeType.Approver)),
            node('d2', NodeType.ConditionBranch, node('q', NodeType.Approver)),
          ]),
        ),
      ),
      node('b3', NodeType.ConditionBranch),
    ]),
  ),
);

describe('slowestPath', () => {
  it('takes, through each branch group, the branch whose summed p90 waits are largest', () => {
    // b1: x + y = 10 + 10 = 20; b2: z + max(p, q) = 5 + 30 = 35
    const path = slowestPath(flow, waits({ a: 7, x: 10, y: 10, z: 5, p: 1, q: 30, c: 2 }));
    expect(path?.ids).toEqual(['s', 'a', 'g', 'b2', 'z', 'g2', 'd2', 'q', 'c']);
    expect(path?.steps.map((s) => s.name)).toEqual(['S', 'A', 'Z', 'Q', 'C']);
    expect(path?.totalSeconds).toBe(7 + 5 + 30 + 2);
  });

  it('follows another branch when its waits outweigh', () => {
    const path = slowestPath(flow, waits({ a: 7, x: 30, y: 10, z: 5, p: 1, q: 30, c: 2 }));
    expect(path?.steps.map((s) => s.id)).toEqual(['s', 'a', 'x', 'y', 'c']);
    expect(path?.totalSeconds).toBe(49);
  });

  it('counts unmeasured nodes as 0 and keeps the first branch on a tie', () => {
    const path = slowestPath(flow, waits({ a: 3, x: null }));
    expect(path?.ids).toEqual(['s', 'a', 'g', 'b1', 'x', 'y', 'c']);
    expect(path?.totalSeconds).toBe(3);
  });

  it('is null when no node of the flow has figures', () => {
    expect(slowestPath(flow, [])).toBeNull();
    expect(slowestPath(flow, waits({ elsewhere: 9 }))).toBeNull();
  });
});

describe('date input values', () => {
  it('stands a day of the period for local midnight, and reads the day back', () => {
    expect(dateInputValue('2026-02-01')).toBe('2026-02-01T00:00:00');
    expect(dateInputValue('')).toBeNull();
    expect(dateInputValue('2026-2-1')).toBeNull();
    expect(dayOfDateInput('2026-02-01T00:00:00')).toBe('2026-02-01');
    expect(dayOfDateInput(null)).toBe('');
  });
});
