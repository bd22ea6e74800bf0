import { describe, expect, it } from 'vitest';
import type { PrintDataRow } from '@shared/api/modules/approval';
import { printContent, signaturesOf, timelineRows } from './printContent';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const person = {
  userId: 'U1',
  taskState: 1,
  endTime: null,
  isAuto: false,
  isQuick: false,
  onBehalfOf: '',
  organizeName: '',
  positionNames: [],
};

const data: PrintDataRow = {
  info: {
    instanceId: 'I1',
    processName: 'Travel',
    itemName: 'Trip <1>',
    instanceState: 1,
    createTime: 0,
    endTime: 1,
    totalSeconds: 1,
    notes: [],
    nodeStatuses: {},
    canUrge: false,
    canRecall: false,
    canShare: false,
    canVoid: false,
    modelContent: '',
    entries: [
      {
        nodeId: 'a1',
        taskType: 1,
        taskName: 'Boss',
        taskNameKey: '',
        taskState: 1,
        startTime: 0,
        endTime: 1,
        duration: 0,
        approvalInfos: [{ ...person, userName: 'Li <b>', comment: '"ok" & go', signature: PNG }],
        notes: [],
      },
      {
        nodeId: '',
        taskType: -1,
        taskName: '',
        taskNameKey: 'engine.timeline.end',
        taskState: 1,
        startTime: 0,
        endTime: 1,
        duration: 0,
        approvalInfos: [],
        notes: [],
      },
    ],
  },
  initiatorName: 'Ann',
  fields: [{ key: 'reason', label: 'Reason', value: 'x' }],
  template: 'custom',
  customTemplate: '',
};
const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('print content', () => {
  it('lists one row per person (not the end entry) and the signatures', () => {
    expect(timelineRows(data, t)).toEqual([
      {
        node: 'Boss',
        person: 'Li <b>',
        result: expect.stringMatching(/^approval:/),
        opinion: '"ok" & go',
        time: '',
      },
    ]);
    expect(signaturesOf(data)).toEqual([{ image: PNG, person: 'Li <b>', node: 'Boss', time: '' }]);
  });

  it('escapes every value it puts into the template blocks', () => {
    const content = printContent(data, t);
    expect(content.title).toBe('Trip <1>');
    expect(content.timelineHtml).toContain('<td>Li &lt;b&gt;</td><td>approval:');
    expect(content.timelineHtml).toContain('<td>&quot;ok&quot; &amp; go</td>');
    expect(content.signaturesHtml).toContain(
      `<img src="${PNG}" alt="approval:signature.alt{&quot;name&quot;:&quot;Li &lt;b&gt;&quot;}">`,
    );
    expect(content.signaturesHtml).not.toContain('<b>');
  });
});
