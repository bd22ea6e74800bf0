import { describe, expect, it } from 'vitest';
import { parseNodeInfo, taskButtons } from './taskButtons';
import type { TaskButtonInput } from './taskButtons';

const node = (type: number, configure: Record<string, boolean> = {}) => parseNodeInfo(JSON.stringify({ type, configure }));
const input = (extra: Partial<TaskButtonInput> = {}): TaskButtonInput => ({
  taskState: 0, taskType: 1, instanceState: 0, needClaim: false, isClaimed: true, isMine: true, node: node(1), ...extra,
});
const shown = (buttons: ReturnType<typeof taskButtons>) => Object.entries(buttons).filter(([, on]) => on).map(([name]) => name);

describe('approval modal buttons', () => {
  it('shows Submit at a start node', () => {
    expect(shown(taskButtons(input({ node: node(0) })))).toEqual(['submit']);
  });

  it('shows only Sign-in while a claimable task is unclaimed', () => {
    expect(shown(taskButtons(input({ needClaim: true, isClaimed: false, node: node(1, { fallBack: true }) })))).toEqual(['claim']);
  });

  it('shows Agree and Reject, plus Fallback, Stage and Transfer by node flag', () => {
    expect(shown(taskButtons(input()))).toEqual(['agree', 'reject']);
    expect(shown(taskButtons(input({ node: node(1, { fallBack: true, staging: true, transmitted: true }) }))))
      .toEqual(['agree', 'reject', 'fallback', 'stage', 'transfer']);
    expect(shown(taskButtons(input({ node: node(1, { staging: true }) })))).toEqual(['agree', 'reject', 'stage']);
  });

  it.each([
    ['a handled task', { taskState: 1 }],
    ['an ended instance', { instanceState: 2 }],
    ['a cc entry', { taskType: 2 }],
    ['someone else\'s task', { isMine: false }],
  ])('shows nothing for %s', (_name, extra) => {
    expect(shown(taskButtons(input(extra)))).toEqual([]);
  });

  it('reads broken nodeInfo as an approver node with every flag off', () => {
    expect(parseNodeInfo('nope')).toEqual({ type: 1, nodeName: '', configure: { fallBack: false, staging: false, transmitted: false, needClaim: false, withdraw: false }, privileges: [] });
  });
});
