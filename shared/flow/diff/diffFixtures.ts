/** Small trees for the diff's tests: a start node followed by the given chain. */
import type { FlowFormField, FlowNode } from '../types';
import type { FlowVersionDocument } from './types';

export const node = (id: string, extra: Partial<FlowNode> = {}): FlowNode => ({
  id,
  pid: '',
  nodeName: id,
  type: 1,
  setType: 1,
  examineMode: 1,
  nodeUserList: [],
  childNode: null,
  ...extra,
});

/** Links the nodes as a chain after a start node. */
export const chainOf = (...nodes: FlowNode[]): FlowNode => {
  const root: FlowNode = { id: 'start', pid: '', nodeName: 'Applicant', type: 0, childNode: null };
  let tail = root;
  for (const next of nodes) {
    tail.childNode = next;
    next.pid = tail.id;
    tail = next;
  }
  return root;
};

export const doc = (
  root: FlowNode,
  settings: Record<string, unknown> = {},
  fields: FlowFormField[] = [],
): FlowVersionDocument => ({ root, settings, fields });
