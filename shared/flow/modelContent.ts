/** Saved designs (`modelContent`): stripping UI-only state on save, checking and repairing on load. */
import { createIdGenerator } from './ids';
import type { IdGenerator } from './ids';
import type { FlowMessageKey } from './messages';
import type { FlowNode } from './types';

/** A deep copy without designer-only state (`error`, `status`). */
export function toModelContent(root: FlowNode): FlowNode {
  const { error: _error, status: _status, childNode, conditionNodes, ...rest } = root;
  const copy: FlowNode = { ...rest, childNode: childNode ? toModelContent(childNode) : null };
  if (conditionNodes) copy.conditionNodes = conditionNodes.map(toModelContent);
  return copy;
}

/**
 * Node ids are short generated ids; a longer one (only a hand-made document has one) is replaced like a missing
 * one, since task rows and their indexes carry the id.
 */
export const MAX_NODE_ID_LENGTH = 100;

export type LoadResult =
  { ok: true; root: FlowNode; repairedIds: number } | { ok: false; errorKey: FlowMessageKey };

function isNodeLike(value: unknown): value is FlowNode {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const node = value as Record<string, unknown>;
  return (
    typeof node.type === 'number' &&
    typeof node.nodeName === 'string' &&
    (node.id === undefined || typeof node.id === 'string')
  );
}

/**
 * Reads a saved design (text or parsed). Checks every node's shape, gives missing, duplicate or over-long ids
 * new ones and makes `pid` match the structure. Never throws.
 */
export function loadModelContent(input: unknown, newId?: IdGenerator): LoadResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      return { ok: false, errorKey: 'load.invalidJson' };
    }
  }
  const seen = new Set<string>();
  const generate = newId ?? createIdGenerator();
  let repairedIds = 0;
  const visit = (raw: unknown, pid: string, depth: number): FlowNode | null | undefined => {
    if (raw === null || raw === undefined) return null;
    if (depth > 5000 || !isNodeLike(raw)) return undefined;
    let id = typeof raw.id === 'string' && raw.id.length <= MAX_NODE_ID_LENGTH ? raw.id : '';
    if (id === '' || seen.has(id)) {
      id = generate();
      repairedIds += 1;
    }
    seen.add(id);
    const node: FlowNode = { ...raw, id, pid, childNode: null };
    if (raw.conditionNodes !== undefined) {
      if (!Array.isArray(raw.conditionNodes)) return undefined;
      const branches: FlowNode[] = [];
      for (const branch of raw.conditionNodes as unknown[]) {
        const mapped = visit(branch, id, depth + 1);
        if (!mapped) return undefined;
        branches.push(mapped);
      }
      node.conditionNodes = branches;
    }
    const child = visit(raw.childNode, id, depth + 1);
    if (child === undefined) return undefined;
    node.childNode = child;
    return node;
  };
  const root = visit(value, '', 0);
  if (!root) return { ok: false, errorKey: 'load.invalidTree' };
  return { ok: true, root, repairedIds };
}
