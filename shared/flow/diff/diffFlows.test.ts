import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../types';
import { chainOf, doc, node } from './diffFixtures';
import { diffFlows } from './diffFlows';

const people = (...names: string[]) => names.map((name) => ({ id: `u-${name}`, name }));
const branchGroup = (branches: FlowNode[]): FlowNode => ({
  id: 'group',
  pid: '',
  nodeName: 'Route',
  type: 4,
  attr: { branchType: 1 },
  conditionNodes: branches,
  childNode: null,
});
const branch = (id: string, extra: Partial<FlowNode> = {}): FlowNode => ({
  id,
  pid: 'group',
  nodeName: id,
  type: 3,
  conditionList: [],
  childNode: null,
  ...extra,
});
const daysOver = (value: string) => [[{ label: 'Days', field: 'days', operator: 'gt' as const, value }]];

describe('diffFlows', () => {
  it('finds nothing between a flow and itself', () => {
    const root = chainOf(node('a', { nodeUserList: people('Li') }));
    const diff = diffFlows(doc(root), doc(structuredClone(root)));
    expect(diff.changes).toEqual([]);
    expect(diff.marks).toEqual({});
  });

  it('names an added node and marks it added', () => {
    const diff = diffFlows(
      doc(chainOf(node('a'))),
      doc(chainOf(node('a'), node('b', { nodeName: 'Finance' }))),
    );
    expect(diff.changes).toEqual([{ kind: 'nodeAdded', nodeId: 'b', nodeName: 'Finance', nodeType: 1 }]);
    expect(diff.marks).toEqual({ b: 'added' });
  });

  it('puts a removed node back as a ghost where it stood, between its old neighbours', () => {
    const diff = diffFlows(
      doc(chainOf(node('a'), node('gone', { nodeName: 'Legal' }), node('c'))),
      doc(chainOf(node('a'), node('c'))),
    );
    expect(diff.changes).toEqual([{ kind: 'nodeRemoved', nodeId: 'gone', nodeName: 'Legal', nodeType: 1 }]);
    expect(diff.marks).toEqual({ gone: 'removed' });
    const drawn = diff.drawnRoot.childNode;
    expect([drawn?.id, drawn?.childNode?.id, drawn?.childNode?.childNode?.id]).toEqual(['a', 'gone', 'c']);
  });

  it('puts a removed branch back at its place among the group branches', () => {
    const older = chainOf(
      branchGroup([branch('b1'), branch('b2', { nodeName: 'Long leave' }), branch('b3')]),
    );
    const newer = chainOf(branchGroup([branch('b1'), branch('b3')]));
    const diff = diffFlows(doc(older), doc(newer));
    expect(diff.drawnRoot.childNode?.conditionNodes?.map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
    expect(diff.marks).toEqual({ b2: 'removed' });
    // the inputs are left as they were
    expect(newer.childNode?.conditionNodes).toHaveLength(2);
  });

  it('names a renamed node with its old name', () => {
    const diff = diffFlows(
      doc(chainOf(node('a', { nodeName: 'Boss' }))),
      doc(chainOf(node('a', { nodeName: 'Manager' }))),
    );
    expect(diff.changes).toEqual([{ kind: 'nodeRenamed', nodeId: 'a', nodeName: 'Manager', before: 'Boss' }]);
    expect(diff.marks).toEqual({ a: 'changed' });
  });

  it('names who was added to and removed from the approvers', () => {
    const diff = diffFlows(
      doc(chainOf(node('a', { nodeUserList: people('Li', 'Wang') }))),
      doc(
        chainOf(
          node('a', { nodeUserList: people('Wang', 'Zhao'), nodeRoleList: [{ id: 'r1', name: 'HR' }] }),
        ),
      ),
    );
    expect(diff.changes).toEqual([
      { kind: 'approvers', nodeId: 'a', nodeName: 'a', added: ['Zhao', 'HR'], removed: ['Li'] },
    ]);
  });

  it('names a change of the approver rule (who is asked)', () => {
    const diff = diffFlows(
      doc(chainOf(node('a'))),
      doc(chainOf(node('a', { setType: 9, nodeUserList: [] }))),
    );
    expect(diff.changes).toEqual([{ kind: 'approverRule', nodeId: 'a', nodeName: 'a', before: 1, after: 9 }]);
  });

  it('names the old and new examine mode', () => {
    const diff = diffFlows(
      doc(chainOf(node('a', { examineMode: 2 }))),
      doc(chainOf(node('a', { examineMode: 3 }))),
    );
    expect(diff.changes).toEqual([{ kind: 'examineMode', nodeId: 'a', nodeName: 'a', before: 2, after: 3 }]);
  });

  it('gives the old and new conditions of a branch', () => {
    const diff = diffFlows(
      doc(chainOf(branchGroup([branch('b1', { conditionList: daysOver('3') })]))),
      doc(chainOf(branchGroup([branch('b1', { conditionList: daysOver('5') })]))),
    );
    expect(diff.changes).toEqual([
      {
        kind: 'condition',
        nodeId: 'b1',
        nodeName: 'b1',
        before: daysOver('3'),
        after: daysOver('5'),
        isDefault: false,
      },
    ]);
  });

  it('names each field whose access changed on a node, by its label', () => {
    const fields = [{ key: 'days', label: 'Days', type: 'number' }];
    const diff = diffFlows(
      doc(chainOf(node('a', { privileges: [{ key: 'days', disabled: false, hidden: false }] })), {}, fields),
      doc(chainOf(node('a', { privileges: [{ key: 'days', disabled: true, hidden: false }] })), {}, fields),
    );
    expect(diff.changes).toEqual([
      {
        kind: 'privileges',
        nodeId: 'a',
        nodeName: 'a',
        fields: [{ key: 'days', label: 'Days', before: 'editable', after: 'readOnly' }],
      },
    ]);
  });

  it('names each flow setting that changed, a default filled in for a missing one', () => {
    const root = chainOf(node('a'));
    const diff = diffFlows(
      doc(root, { revoke: true, reminders: [] }),
      doc(root, { revoke: false, share: false, emptyAssignee: 'toAdmin', reminders: [{ id: 'r' }] }),
    );
    expect(diff.changes).toEqual([
      { kind: 'setting', key: 'revoke', before: true, after: false },
      { kind: 'setting', key: 'emptyAssignee', before: 'pass', after: 'toAdmin' },
      { kind: 'setting', key: 'reminders', before: null, after: null },
    ]);
  });

  it('names form fields added, removed, relabelled and changed in type', () => {
    const root = chainOf(node('a'));
    const diff = diffFlows(
      doc(root, {}, [
        { key: 'days', label: 'Days', type: 'number' },
        { key: 'reason', label: 'Reason', type: 'input' },
        { key: 'phone', label: 'Phone', type: 'input' },
      ]),
      doc(root, {}, [
        { key: 'days', label: 'Leave days', type: 'number' },
        { key: 'reason', label: 'Reason', type: 'textarea' },
        { key: 'proof', label: 'Proof', type: 'upload' },
      ]),
    );
    expect(diff.changes).toEqual([
      { kind: 'fieldRelabelled', key: 'days', before: 'Days', after: 'Leave days' },
      { kind: 'fieldType', key: 'reason', label: 'Reason', before: 'input', after: 'textarea' },
      { kind: 'fieldAdded', key: 'proof', label: 'Proof', type: 'upload' },
      { kind: 'fieldRemoved', key: 'phone', label: 'Phone', type: 'input' },
    ]);
  });
});
