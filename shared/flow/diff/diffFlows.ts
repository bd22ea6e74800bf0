/**
 * The difference of two flow documents (issue 30 "Visual diff"): every change in words for the side list, and the
 * tree the canvas draws with each node marked added, removed (a ghost where it stood) or changed. Pure.
 */
import { walkTree } from '../tree';
import type { FlowNode } from '../types';
import { fieldChanges } from './fieldChanges';
import { ghostTree } from './ghostTree';
import { nodeChanges } from './nodeChanges';
import { settingChanges } from './settingChanges';
import type { FlowChange, FlowDiff, FlowVersionDocument, NodeMark } from './types';

const byId = (root: FlowNode) => {
  const nodes = new Map<string, FlowNode>();
  walkTree(root, (node) => void nodes.set(node.id, node));
  return nodes;
};

export function diffFlows(older: FlowVersionDocument, newer: FlowVersionDocument): FlowDiff {
  const olderNodes = byId(older.root);
  const newerNodes = byId(newer.root);
  const { root, ghostIds } = ghostTree(older.root, newer.root);
  const changes: FlowChange[] = [];
  const marks: Record<string, NodeMark> = {};
  walkTree(root, (node) => {
    const on = { nodeId: node.id, nodeName: node.nodeName, nodeType: node.type };
    const before = olderNodes.get(node.id);
    const after = newerNodes.get(node.id);
    if (ghostIds.has(node.id)) {
      marks[node.id] = 'removed';
      changes.push({ kind: 'nodeRemoved', ...on });
    } else if (!before) {
      marks[node.id] = 'added';
      changes.push({ kind: 'nodeAdded', ...on });
    } else if (after) {
      const found = nodeChanges(before, after, newer.fields);
      if (found.length > 0) marks[node.id] = 'changed';
      changes.push(...found);
    }
  });
  changes.push(
    ...settingChanges(older.settings, newer.settings),
    ...fieldChanges(older.fields, newer.fields),
  );
  return { changes, drawnRoot: root, marks };
}
