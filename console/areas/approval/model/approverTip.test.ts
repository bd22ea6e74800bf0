import { describe, expect, it } from 'vitest';
import { approverTipFacts } from './timelineView';

describe('approver tip facts (console spec §9 approver tip popover)', () => {
  const entry = { startTime: Date.UTC(2026, 0, 5, 9, 0, 0) };

  it('a handled task: organisation, positions joined, received and handled times, time taken', () => {
    const person = {
      organizeName: '技术研发中心',
      positionNames: ['研发经理', '项目经理'],
      endTime: Date.UTC(2026, 0, 5, 10, 30, 15),
    };
    expect(approverTipFacts(entry, person, '、')).toEqual({
      organizeName: '技术研发中心',
      positions: '研发经理、项目经理',
      receivedAt: entry.startTime,
      handledAt: person.endTime,
      spentSeconds: 5415,
    });
  });

  it('a waiting task has no handled time and no time taken', () => {
    const facts = approverTipFacts(entry, { organizeName: '', positionNames: [], endTime: null }, ', ');
    expect(facts).toMatchObject({ positions: '', handledAt: null, spentSeconds: null });
  });
});
