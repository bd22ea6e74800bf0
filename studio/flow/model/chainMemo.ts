import type { FlowNode } from '@shared/flow/types';

/**
 * A value per chain suffix, memoized per node: walks down from `head` to the first node already in `cache`, then
 * builds back up with `build(node, rest)` (no recursion along the chain, so long chains cannot overflow the stack).
 * An edit copies only the path to the changed node, so every suffix below it is reused.
 */
export function memoizeChain<T>(
  head: FlowNode,
  cache: WeakMap<FlowNode, T>,
  build: (node: FlowNode, rest: T | null) => T,
): T {
  const pending: FlowNode[] = [];
  let rest: T | null = null;
  for (let node: FlowNode | null = head; node; node = node.childNode) {
    const found = cache.get(node);
    if (found !== undefined) {
      rest = found;
      break;
    }
    pending.push(node);
  }
  for (let index = pending.length - 1; index >= 0; index -= 1) {
    const node = pending[index] as FlowNode;
    rest = build(node, rest);
    cache.set(node, rest);
  }
  return rest as T;
}
