import { describe, expect, it } from 'vitest';
import { allControls, collectDataFields, findControl, locateControl, subformFields } from './walk';
import { aControl, aDocument } from './testDocs';
import { createEmptyDocument } from './defaults';

const nested = aDocument([
  aControl('input', 'name'),
  aControl('grid', 'g', {
    model: undefined,
    columns: [
      { span: 12, list: [aControl('number', 'age')] },
      { span: 12, list: [] },
    ],
  }),
  aControl('tabs', 't', {
    columns: [
      { label: 'A', value: '1', list: [] },
      { label: 'B', value: '2', list: [aControl('date', 'day')] },
    ],
  }),
  aControl('table', 'tb', { trs: [{ tds: [{ colspan: 1, rowspan: 1, list: [aControl('switch', 'on')] }] }] }),
  aControl('batch', 'rows', { list: [aControl('input', 'item'), aControl('number', 'qty')] }),
  aControl('card', 'c', { list: [aControl('divider', 'd'), aControl('select', 'kind')] }),
]);

describe('container helpers', () => {
  it('walks every control including nested containers, in document order', () => {
    expect(allControls(nested).map((c) => c.key)).toEqual([
      'name',
      'g',
      'age',
      't',
      'day',
      'tb',
      'on',
      'rows',
      'item',
      'qty',
      'c',
      'd',
      'kind',
    ]);
  });
  it('finds a control by key at any depth', () => {
    expect(findControl(nested, 'qty')?.type).toBe('number');
    expect(findControl(nested, 'nope')).toBeUndefined();
  });
  it('reports the JSON path and the tab holding a control', () => {
    const found = locateControl(nested, 'day');
    expect(found?.context.path).toBe('list[2].columns[1].list[0]');
    expect(found?.context.tabPath).toEqual([{ tabsKey: 't', tabIndex: 1 }]);
    expect(locateControl(nested, 'on')?.context.path).toBe('list[3].trs[0].tds[0].list[0]');
  });
  it('collects top-level data fields: containers without a model are left out, batch rows stay inside the batch', () => {
    expect(collectDataFields(nested).map((c) => c.key)).toEqual(['name', 'age', 'day', 'on', 'rows', 'kind']);
    expect(subformFields(findControl(nested, 'rows')!).map((c) => c.key)).toEqual(['item', 'qty']);
  });
  it('the empty document is vertical with no controls, events or rules and label 4 / wrapper 18', () => {
    const doc = createEmptyDocument();
    expect(doc.list).toEqual([]);
    expect(doc.config.layout).toBe('vertical');
    expect(doc.config.formEvents).toEqual([]);
    expect(doc.config.hideRules).toEqual([]);
    expect(doc.config.labelCol.md).toBe(4);
    expect(doc.config.wrapperCol.md).toBe(18);
    expect(doc.config.labelWidth).toBe(100);
    expect(doc.config.submitHiddenValues).toBe(false);
    expect(createEmptyDocument()).not.toBe(doc);
  });
});
