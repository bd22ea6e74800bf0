import { describe, expect, it } from 'vitest';
import {
  instanceSummary,
  instanceTitle,
  pickedSummaryFields,
  removedSummaryKeys,
  removedTitleKeys,
} from './displaySettings';

const field = (key: string, required = false) => ({ key, label: key.toUpperCase(), type: 'input', required });
const fields = [
  field('a'),
  field('b', true),
  field('c'),
  field('d', true),
  field('e'),
  field('f'),
  field('g'),
];

describe('instanceSummary (workflow spec §4.2)', () => {
  const data = { a: 'x', b: 2, c: ['p', 'q'], d: null };

  it('shows the first 3 fields, required ones first, by default', () => {
    expect(instanceSummary({}, fields, data, 'en_US')).toEqual([
      { key: 'b', label: 'B', value: '2' },
      { key: 'd', label: 'D', value: '' },
      { key: 'a', label: 'A', value: 'x' },
    ]);
  });

  it('shows the custom fields in the chosen order, at most 5, without removed ones', () => {
    const summary = instanceSummary(
      { summaryMode: 'custom', summaryFields: ['c', 'gone', 'a', 'e', 'f', 'g', 'b'] },
      fields,
      data,
      'en_US',
    );
    expect(summary.map((item) => item.key)).toEqual(['c', 'a', 'e', 'f', 'g']);
    expect(summary[0]?.value).toBe('p,q');
  });

  it('names the removed keys', () => {
    expect(removedSummaryKeys(['a', 'gone'], fields)).toEqual(['gone']);
    expect(pickedSummaryFields(undefined, fields)).toEqual([]);
  });
});

describe('instanceTitle', () => {
  const values = { itemName: 'Ann – Leave', initiator: 'Ann', processName: 'Leave', formData: { days: 3 } };

  it('is the item name by default', () => {
    expect(instanceTitle({}, values)).toBe('Ann – Leave');
    expect(instanceTitle({ titleMode: 'default', customTitle: '{initiator}' }, values)).toBe('Ann – Leave');
  });

  it('fills the placeholders of a custom title', () => {
    expect(
      instanceTitle(
        { titleMode: 'custom', customTitle: '{initiator}的{processName}: {field:days} 天' },
        values,
      ),
    ).toBe('Ann的Leave: 3 天');
  });

  it('names the title fields no longer in the forms, once each', () => {
    expect(removedTitleKeys('{field:gone}{field:a}{field:gone}{initiator}', fields)).toEqual(['gone']);
  });

  it('falls back to the item name when the custom title comes out empty', () => {
    expect(instanceTitle({ titleMode: 'custom', customTitle: '{field:gone}' }, values)).toBe('Ann – Leave');
  });
});

describe('stored settings of the wrong shape', () => {
  it('are read as no custom fields and no custom title', () => {
    const bad = { summaryMode: 'custom', summaryFields: 'a', titleMode: 'custom', customTitle: 5 } as never;
    expect(instanceSummary(bad, fields, {}, 'en_US')).toEqual([]);
    expect(instanceTitle(bad, { itemName: 'x', initiator: '', processName: '', formData: {} })).toBe('x');
  });
});

describe('summary text of picked values', () => {
  it('names people, organisations and addresses instead of their data', () => {
    const picked = [field('who'), field('org'), field('office')];
    const summary = instanceSummary(
      {},
      picked,
      {
        who: [
          { value: 'U1003', label: '李四' },
          { value: 'U1004', label: '王五' },
        ],
        org: [{ value: 'O131', label: '平台研发组' }],
        office: {
          province: '330000',
          provinceName: '浙江省',
          city: '330100',
          cityName: '杭州市',
          detail: '文三路 90 号',
        },
      },
      'en_US',
    );
    expect(summary.map((item) => item.value)).toEqual([
      '李四,王五',
      '平台研发组',
      '浙江省 杭州市 文三路 90 号',
    ]);
  });
});

describe('summary text of choices', () => {
  const choice = (key: string, options: { label: string; value: string; children?: unknown[] }[]) => ({
    ...field(key),
    type: 'select',
    options: options as never,
  });

  it("shows the chosen options by their labels, a default label in the reader's language", () => {
    const picked = [
      choice('kind', [
        { label: '忘记打卡', value: '1' },
        { label: '外出', value: '2' },
      ]),
      choice('tags', [
        { label: '选项1', value: '1' },
        { label: '选项2', value: '2' },
      ]),
      choice('place', [{ label: '浙江', value: 'zj', children: [{ label: '杭州', value: 'hz' }] }]),
    ];
    const data = { kind: 2, tags: ['1', '2'], place: ['zj', 'hz'] };
    expect(instanceSummary({}, picked, data, 'en_US').map((item) => item.value)).toEqual([
      '外出',
      'Option 1,Option 2',
      '浙江,杭州',
    ]);
    expect(instanceSummary({}, picked, data, 'zh_CN')[1]?.value).toBe('选项1,选项2');
  });

  it('keeps a value no option names as it is', () => {
    const picked = [choice('kind', [{ label: '外出', value: '2' }])];
    expect(instanceSummary({}, picked, { kind: '9' }, 'en_US')[0]?.value).toBe('9');
  });
});
