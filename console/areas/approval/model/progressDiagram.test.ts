import { describe, expect, it } from 'vitest';
import { progressDiagram } from './progressDiagram';

const design = JSON.stringify({
  id: 's',
  pid: '',
  nodeName: 'Start',
  type: 0,
  childNode: {
    id: 'a',
    pid: 's',
    nodeName: 'Manager',
    type: 1,
    childNode: { id: 'c', pid: 'a', nodeName: 'Cc', type: 2, childNode: null },
  },
});

describe('progressDiagram', () => {
  it('colours each node of the template with the instance status', () => {
    const result = progressDiagram(design, { s: 2, a: 1, c: 0 });
    expect(result).toMatchObject({ ok: true, statuses: { s: 2, a: 1, c: 0 }, isOutdated: false });
    if (result.ok) expect(result.root.childNode?.nodeName).toBe('Manager');
  });

  it('flags a template changed since the start and shows its new nodes as none', () => {
    const result = progressDiagram(design, { s: 2, a: 1, old: 0 });
    expect(result).toMatchObject({ ok: true, statuses: { s: 2, a: 1, c: -1 }, isOutdated: true });
  });

  it('turns an unknown status into not reached', () => {
    expect(progressDiagram(design, { s: 7, a: 1, c: 0 })).toMatchObject({ ok: true, statuses: { s: 0 } });
  });

  it('reports a missing or broken design by message key', () => {
    expect(progressDiagram('', {})).toEqual({ ok: false, messageKey: 'timeline.flowEmpty' });
    expect(progressDiagram('{not json', {})).toEqual({ ok: false, messageKey: 'timeline.flowFailed' });
  });
});
