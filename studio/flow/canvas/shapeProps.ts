/**
 * Prop comparisons for memoized canvas shapes. Culling and relayout hand out fresh box objects, and an edit
 * copies the ancestors of the changed node, so shapes compare what they draw, not object identity.
 */
import type { FlowNode } from '@shared/flow/types';
import type { LayoutBox } from '../model/layout';

/** Same place, size and card: a shape drawn for `a` looks and behaves the same for `b`. */
export function isSameBox(a: LayoutBox, b: LayoutBox): boolean {
  if (a === b) return true;
  return (
    a.id === b.id &&
    a.kind === b.kind &&
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height &&
    a.node?.type === b.node?.type &&
    a.node?.nodeName === b.node?.nodeName
  );
}

/** Fields that place a node in the tree rather than describe it. */
const isLink = (key: string) => key === 'childNode' || key === 'conditionNodes' || key === 'pid';

/** True when two versions of a node differ at most in where they hang (`pid`) and what hangs below them. */
export function hasSameOwnFields(a: FlowNode, b: FlowNode): boolean {
  if (a === b) return true;
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  let count = 0;
  for (const key of Object.keys(left)) {
    if (isLink(key)) continue;
    if (left[key] !== right[key]) return false;
    count += 1;
  }
  for (const key of Object.keys(right)) if (!isLink(key)) count -= 1;
  return count === 0;
}
