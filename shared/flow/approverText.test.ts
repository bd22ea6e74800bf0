import { describe, expect, it } from 'vitest';
import { approverDisplayMessage } from './approverText';
import type { FlowNode } from './types';
import { NodeType } from './types';

const base: FlowNode = { id: 'a', pid: 's', nodeName: 'Approver', type: NodeType.Approver, childNode: null };
const refs = (...names: string[]) => names.map((name, index) => ({ id: String(index), name }));

describe('approverDisplayMessage', () => {
  it('joins the chosen names of the list that matches the setType', () => {
    expect(
      approverDisplayMessage({
        ...base,
        setType: 1,
        nodeUserList: refs('Ann', 'Bo'),
        nodeRoleList: refs('HR'),
      }),
    ).toEqual({
      key: 'approver.names',
      params: { names: 'Ann, Bo', count: 2 },
    });
    expect(
      approverDisplayMessage({ ...base, setType: 3, nodeUserList: refs('Ann'), nodeRoleList: refs('HR') })
        .params?.names,
    ).toBe('HR');
    expect(
      approverDisplayMessage({ ...base, setType: 6, nodeOrganizeList: refs('Sales') }).params?.names,
    ).toBe('Sales');
    expect(
      approverDisplayMessage({ ...base, setType: 8, nodePositionList: refs('Lead') }).params?.names,
    ).toBe('Lead');
  });

  it('describes dynamic and initiator approvers and missing choices', () => {
    expect(approverDisplayMessage({ ...base, setType: 4 }).key).toBe('approver.dynamic');
    expect(approverDisplayMessage({ ...base, setType: 5 }).key).toBe('approver.initiator');
    expect(approverDisplayMessage({ ...base, setType: 1, nodeUserList: [] }).key).toBe('approver.notSet');
  });

  it('uses cc names, builder groups and the custom-cc flag for cc nodes', () => {
    const cc: FlowNode = { ...base, type: NodeType.Cc, setType: 1 };
    expect(
      approverDisplayMessage({
        ...cc,
        approverGroups: [{ approverType: 1, approverIds: ['1'], approverNames: ['Cy'] }],
      }).params?.names,
    ).toBe('Cy');
    expect(approverDisplayMessage({ ...cc, customCc: true }).key).toBe('approver.customCc');
  });
});
