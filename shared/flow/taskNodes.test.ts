import { describe, expect, it } from 'vitest';
import { createNode, createStartNode } from './factories';
import { offeredNodeKinds, taskNodeProblems } from './taskNodes';
import { testFactoryContext } from './testing';
import { insertAfter, updateNode } from './treeEdit';
import { validateFlow } from './validateFlow';

/** initiator → handler (n2) → opinion group (n3: agree n4, disagree n5). */
function handlingFlow() {
  const ctx = testFactoryContext();
  let root = createStartNode(ctx);
  root = insertAfter(root, 'n1', createNode(ctx, 'handler', ''));
  root = insertAfter(root, 'n2', createNode(ctx, 'opinionGroup', ''));
  return root;
}

describe('task nodes (workflow spec §3 types 6 and 8, §6 "task nodes")', () => {
  it('the plus menu offers them only with the switch on', () => {
    expect(offeredNodeKinds({ taskNodes: true })).toEqual([
      'approver',
      'handler',
      'branchGroup',
      'cc',
      'parallelGroup',
      'opinionGroup',
    ]);
    expect(offeredNodeKinds({ taskNodes: false })).toEqual([
      'approver',
      'branchGroup',
      'cc',
      'parallelGroup',
    ]);
  });

  it('with the switch off, each handler node and each opinion group is a problem naming it', () => {
    const root = handlingFlow();
    expect(taskNodeProblems(root, { taskNodes: true })).toEqual([]);
    expect(taskNodeProblems(root, { taskNodes: false })).toEqual([
      { nodeId: 'n2', messageKey: 'validation.taskNodesOff', params: { name: 'node.handler' } },
      { nodeId: 'n3', messageKey: 'validation.taskNodesOff', params: { name: 'node.opinionGroup' } },
    ]);
  });

  it('a handler node needs people to handle it; publishing checks the switch only when settings are given', () => {
    const root = handlingFlow();
    expect(validateFlow(root)).toEqual([
      { nodeId: 'n2', messageKey: 'validation.noHandler', params: { name: 'node.handler' } },
    ]);
    const named = updateNode(root, 'n2', { nodeUserList: [{ id: 'u1', name: 'Ann' }] });
    expect(validateFlow(named, { settings: { taskNodes: true } })).toEqual([]);
    expect(validateFlow(named, { settings: { taskNodes: false } }).map((p) => p.nodeId)).toEqual([
      'n2',
      'n3',
    ]);
  });
});
