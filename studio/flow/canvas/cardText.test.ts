import { describe, expect, it } from 'vitest';
import { fakeT } from '@shared/flow/testing';
import type { FlowNode } from '@shared/flow/types';
import type { FlowT } from '../useFlowT';
import { cardText, nodeTitle } from './cardText';

const t = fakeT as unknown as FlowT;
const approver = (extra: Partial<FlowNode>): FlowNode => ({
  id: 'a',
  pid: '',
  nodeName: 'Lead',
  type: 1,
  childNode: null,
  ...extra,
});

describe('cardText', () => {
  it('keeps the stored summary', () => {
    expect(cardText(approver({ setType: 9, content: 'Stored' }), t).body).toBe('Stored');
  });
  it('without one, says what the settings say: a supervisor, named people, or nobody yet', () => {
    expect(cardText(approver({ setType: 9 }), t).body).toBe('approver.directSupervisor');
    expect(cardText(approver({ setType: 10, directorLevel: 2 }), t).body).toBe(
      'approver.supervisorsUpTo(level=2)',
    );
    expect(cardText(approver({ setType: 1, nodeUserList: [{ id: 'u1', name: 'Ann' }] }), t).body).toBe(
      'approver.names(names=Ann,count=1)',
    );
    expect(cardText(approver({ setType: 1 }), t).body).toBe('approver.notSet');
  });
  it('a branch without a stored summary shows its conditions', () => {
    const branch: FlowNode = {
      id: 'b',
      pid: 'g',
      nodeName: 'b',
      type: 3,
      childNode: null,
      conditionList: [[{ label: 'Days', field: 'days', operator: 'gt', value: '3' }]],
    };
    expect(cardText(branch, t).body).toBe('summary.item(label=Days,operator=operator.gt,value=3)');
    expect(cardText({ ...branch, conditionList: [] }, t).body).toBe('summary.noCondition');
  });

  it('a node name the designer left at its default reads in the reader’s language; a typed name stays', () => {
    expect(nodeTitle('审批人', t)).toBe('node.approver');
    expect(nodeTitle('initiator', t)).toBe('node.initiator');
    expect(nodeTitle('条件2', t)).toBe('node.branch(index=2)');
    expect(nodeTitle('Finance review', t)).toBe('Finance review');
    expect(nodeTitle(' ', t)).toBe('canvas.unnamed');
  });
});
