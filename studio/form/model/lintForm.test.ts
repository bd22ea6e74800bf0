import { describe, expect, it } from 'vitest';
import type { FormEvent } from '@shared/form';
import { lintForm } from './lintForm';
import { batch, docOf, field } from './testBuilders';

describe('lintForm', () => {
  it('finds nothing wrong in a clean form', () => {
    const select = { ...field('select', 's'), options: { options: [{ label: 'A', value: '1' }] } };
    expect(lintForm(docOf(field('input', 'a'), select))).toEqual([]);
  });

  it('reports duplicate models and keys', () => {
    const problems = lintForm(
      docOf(field('input', 'a'), { ...field('input', 'b'), model: 'a' }, field('input', 'b')),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { key: 'lint.duplicateModel', params: { model: 'a' } },
        { key: 'lint.duplicateKey', params: { key: 'b' } },
      ]),
    );
  });

  it('reports choice controls without options unless dynamic', () => {
    const problems = lintForm(
      docOf(
        { ...field('radio', 'r'), options: { options: [] } },
        { ...field('select', 's'), options: { dynamic: true, dynamicKey: 'k' } },
      ),
    );
    expect(problems).toEqual([{ key: 'lint.noOptions', params: { label: 'r' }, controlKey: 'r' }]);
  });

  it('reports hide rules referring to missing fields', () => {
    const doc = docOf(field('input', 'a'));
    doc.config.hideRules = [
      { range: 'all', conditions: [{ field: 'gone', operator: '=' }], showKeys: ['a', 'lost'] },
    ];
    expect(lintForm(doc)).toEqual([
      { key: 'lint.hideRuleMissingField', params: { field: 'gone' } },
      { key: 'lint.hideRuleMissingField', params: { field: 'lost' } },
    ]);
  });

  it('reports events mapping to or triggered by missing fields; batch row fields count as present', () => {
    const doc = docOf(field('input', 'a'), batch('rows', [field('input', 'cell')]));
    const event: FormEvent = {
      uuid: 'u',
      name: 'Load',
      triggerParam: 'missing',
      requestMethod: 'GET',
      requestUrl: '/x',
      requestHeaders: { headers: [], bodys: [] },
      responseFields: [
        { field: 'cell', value: '$.x', isOptions: false },
        { field: 'nowhere', value: '$.y', isOptions: true },
      ],
    };
    doc.config.formEvents = [event];
    expect(lintForm(doc)).toEqual([
      { key: 'lint.eventTriggerMissing', params: { name: 'Load', field: 'missing' } },
      { key: 'lint.eventMissingField', params: { name: 'Load', field: 'nowhere' } },
    ]);
  });
});
