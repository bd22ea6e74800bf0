import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/flow/types';
import { memoizeChain } from './chainMemo';

const chain = (names: string[]): FlowNode =>
  names.reduceRight<FlowNode | null>(
    (child, nodeName) => ({ nodeName, childNode: child }) as unknown as FlowNode,
    null,
  ) as FlowNode;

describe('memoizeChain', () => {
  it('builds each suffix once and reuses the untouched tail after an edit near the head', () => {
    const cache = new WeakMap<FlowNode, string>();
    const built: string[] = [];
    const join = (node: FlowNode, rest: string | null) => {
      built.push(node.nodeName);
      return rest === null ? node.nodeName : `${node.nodeName}>${rest}`;
    };
    const head = chain(['a', 'b', 'c', 'd']);
    expect(memoizeChain(head, cache, join)).toBe('a>b>c>d');
    expect(built).toEqual(['d', 'c', 'b', 'a']);
    built.length = 0;
    // an edit copies the path to the changed node: a new head over the same b → c → d
    const edited = { ...head, nodeName: 'A' } as FlowNode;
    expect(memoizeChain(edited, cache, join)).toBe('A>b>c>d');
    expect(built).toEqual(['A']);
  });

  it('walks a long chain without recursion', () => {
    const names = Array.from({ length: 50_000 }, (_, i) => `n${i}`);
    expect(
      memoizeChain(chain(names), new WeakMap<FlowNode, number>(), (_node, rest) => (rest ?? 0) + 1),
    ).toBe(50_000);
  });
});
