import { describe, expect, it } from 'vitest';
import { loadModelContent, MAX_NODE_ID_LENGTH, toModelContent } from './modelContent';
import { sequentialIds } from './testing';
import type { FlowNode } from './types';
import { NodeType } from './types';

const tree: FlowNode = {
  id: 's',
  pid: '',
  nodeName: 'Start',
  type: NodeType.Start,
  status: -1,
  childNode: {
    id: 'g',
    pid: 's',
    nodeName: 'Group',
    type: NodeType.BranchGroup,
    error: true,
    conditionNodes: [
      { id: 'b', pid: 'g', nodeName: 'B', type: NodeType.ConditionBranch, status: 1, childNode: null },
    ],
    childNode: null,
  },
};

describe('toModelContent', () => {
  it('drops error and status everywhere and leaves the source untouched', () => {
    const saved = toModelContent(tree);
    expect(JSON.stringify(saved)).not.toMatch(/"status"|"error"/);
    expect(saved.childNode?.conditionNodes?.[0]?.nodeName).toBe('B');
    expect(tree.status).toBe(-1);
  });
});

describe('loadModelContent', () => {
  it('round-trips a saved design', () => {
    const result = loadModelContent(JSON.stringify(toModelContent(tree)));
    expect(result).toEqual({ ok: true, root: toModelContent(tree), repairedIds: 0 });
  });

  it('gives an over-long id a new one and keeps an id of the longest allowed length', () => {
    const long = 'n'.repeat(MAX_NODE_ID_LENGTH);
    const doc = {
      id: long,
      nodeName: 'S',
      type: 0,
      childNode: { id: `${long}x`, nodeName: 'A', type: 1, childNode: null },
    };
    const result = loadModelContent(doc, sequentialIds('r'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([result.root.id, result.root.childNode?.id, result.root.childNode?.pid]).toEqual([
      long,
      'r1',
      long,
    ]);
    expect(result.repairedIds).toBe(1);
  });

  it('repairs missing and duplicate ids and wrong pids', () => {
    const broken = {
      nodeName: 'S',
      type: 0,
      childNode: {
        id: 'x',
        pid: 'zzz',
        nodeName: 'A',
        type: 1,
        childNode: { id: 'x', nodeName: 'B', type: 2, childNode: null },
      },
    };
    const result = loadModelContent(broken, sequentialIds('r'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.repairedIds).toBe(2);
    expect([result.root.id, result.root.childNode?.id, result.root.childNode?.childNode?.id]).toEqual([
      'r1',
      'x',
      'r2',
    ]);
    expect(result.root.childNode?.pid).toBe('r1');
  });

  it.each<[string, unknown, string]>([
    ['bad JSON', '{', 'load.invalidJson'],
    ['not a node', { hello: 1 }, 'load.invalidTree'],
    [
      'a broken branch list',
      { nodeName: 'S', type: 4, conditionNodes: 'x', childNode: null },
      'load.invalidTree',
    ],
    ['a broken child', { nodeName: 'S', type: 0, childNode: { type: 'x' } }, 'load.invalidTree'],
  ])('rejects %s with a key', (_, input, errorKey) => {
    expect(loadModelContent(input)).toEqual({ ok: false, errorKey });
  });
});
