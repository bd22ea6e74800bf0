import { describe, expect, it } from 'vitest';
import { collectPeopleRefs, idsOfKind } from './peopleRefs';
import type { FlowNode } from './types';

const node = (id: string, type: FlowNode['type'], extra: Partial<FlowNode> = {}): FlowNode => ({
  id,
  pid: '',
  nodeName: `Node ${id}`,
  type,
  childNode: null,
  ...extra,
});

describe('collectPeopleRefs', () => {
  it('finds users, roles, organisations, positions and cc group users in every branch, with their node', () => {
    const cc = node('c', 2, {
      approverGroups: [{ approverType: 1, approverIds: ['U9'], approverNames: ['Nine'] }],
    });
    const left = node('b1', 3, {
      childNode: node('a2', 1, { setType: 3, nodeRoleList: [{ id: 'R1', name: 'Role one' }] }),
    });
    const right = node('b2', 3, {
      childNode: node('a3', 1, {
        setType: 6,
        nodeOrganizeList: [{ id: 'O1', name: '' }],
        nodePositionList: [{ id: 'P1', name: 'Pos' }],
      }),
    });
    const group = node('g', 4, { conditionNodes: [left, right], childNode: cc });
    const root = node('s', 0, {
      childNode: node('a1', 1, { nodeUserList: [{ id: 'U1', name: 'One' }], childNode: group }),
    });
    const refs = collectPeopleRefs(root);
    expect(refs.map((r) => `${r.kind}:${r.id}:${r.name}@${r.nodeName}`)).toEqual([
      'user:U1:One@Node a1',
      'role:R1:Role one@Node a2',
      'organisation:O1:O1@Node a3',
      'position:P1:Pos@Node a3',
      'user:U9:Nine@Node c',
    ]);
    expect(idsOfKind(refs, 'user')).toEqual(['U1', 'U9']);
  });

  it('finds nothing in a tree without people', () => {
    expect(collectPeopleRefs(node('s', 0))).toEqual([]);
  });
});
