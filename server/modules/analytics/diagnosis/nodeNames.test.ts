import { describe, expect, it } from 'vitest';
import { approver, conditionGroup, flow } from '../../../engine/testing/flowBuilders';
import { nodeNamesOf } from './nodeNames';

describe('nodeNamesOf', () => {
  it('names every node of the design, branches included', () => {
    const tree = flow([
      conditionGroup('g', [['b1', [], [approver('a1', ['u1'], { nodeName: 'Manager' })]]], []),
      approver('a2', ['u2'], { nodeName: 'HR' }),
    ]);
    const names = nodeNamesOf(JSON.stringify(tree));
    expect([names.get('a1'), names.get('a2'), names.get('start')]).toEqual(['Manager', 'HR', 'initiator']);
  });

  it('knows no names when the design is empty or unreadable', () => {
    expect(nodeNamesOf('').size).toBe(0);
    expect(nodeNamesOf('{not json').size).toBe(0);
  });
});
