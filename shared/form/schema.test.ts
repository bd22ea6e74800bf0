import { describe, expect, it } from 'vitest';
import { checkControlList, checkFormDocument } from './schema';
import { createEmptyDocument } from './defaults';
import { loadFixtureForms } from './fixtureForms';

const fixtures = loadFixtureForms();

describe('checkFormDocument on the fixture forms', () => {
  it('finds fixture files', () => expect(fixtures.length).toBeGreaterThanOrEqual(4));
  for (const { name, json } of fixtures) {
    it(`accepts ${name}`, () => {
      if ('defaultSchemaList' in json)
        expect(checkControlList(json.defaultSchemaList, { allowEmptyKeys: true })).toEqual([]);
      else expect(checkFormDocument(json)).toEqual([]);
    });
  }
  it('accepts the empty default document', () =>
    expect(checkFormDocument(createEmptyDocument())).toEqual([]));
});

const input = (key: string, extra: object = {}) => ({
  type: 'input',
  label: 'L',
  key,
  model: key,
  options: {},
  ...extra,
});
const config = {
  layout: 'vertical',
  labelCol: { span: 4 },
  wrapperCol: { span: 18 },
  hideRequiredMark: false,
  customStyle: '',
};

describe('checkFormDocument rejects malformed documents with the path of each error', () => {
  const cases: Array<[string, unknown, Array<[string, string]>]> = [
    ['not an object', 'text', [['$', 'schema.notObject']]],
    [
      'no list, no config',
      {},
      [
        ['$.list', 'schema.wrongType'],
        ['$.config', 'schema.missing'],
      ],
    ],
    [
      'unknown type',
      { list: [input('a', { type: 'blink' })], config },
      [['$.list[0].type', 'schema.unknownType']],
    ],
    ['missing key', { list: [input('')], config }, [['$.list[0].key', 'schema.missing']]],
    ['duplicate key', { list: [input('a'), input('a')], config }, [['$.list[1].key', 'schema.duplicateKey']]],
    [
      'bad layout',
      { list: [], config: { ...config, layout: 'diagonal' } },
      [['$.config.layout', 'schema.badValue']],
    ],
    [
      'label col over 24',
      { list: [], config: { ...config, labelCol: { md: 30 } } },
      [['$.config.labelCol.md', 'schema.badValue']],
    ],
    [
      'grid span over 24',
      {
        list: [{ type: 'grid', key: 'g', label: 'g', options: {}, columns: [{ span: 25, list: [] }] }],
        config,
      },
      [['$.list[0].columns[0].span', 'schema.badValue']],
    ],
    [
      'nested bad control in a table cell',
      {
        list: [
          {
            type: 'table',
            key: 't',
            label: 't',
            options: {},
            trs: [{ tds: [{ colspan: 1, rowspan: 1, list: [input('x', { options: { min: 'one' } })] }] }],
          },
        ],
        config,
      },
      [['$.list[0].trs[0].tds[0].list[0].options.min', 'schema.wrongType']],
    ],
    [
      'table without trs',
      { list: [{ type: 'table', key: 't', label: 't', options: {} }], config },
      [['$.list[0].trs', 'schema.missing']],
    ],
    [
      'bad pattern rule',
      {
        list: [
          input('a', {
            rules: [
              { required: true, message: 'm' },
              { pattern: '([', message: 'bad' },
            ],
          }),
        ],
        config,
      },
      [['$.list[0].rules[1].pattern', 'schema.badValue']],
    ],
    [
      'required not boolean',
      { list: [input('a', { rules: [{ required: 'yes', message: 'm' }] })], config },
      [['$.list[0].rules[0].required', 'schema.wrongType']],
    ],
    [
      'hide rule with bad range and operator',
      {
        list: [],
        config: {
          ...config,
          hideRules: [{ range: 'some', conditions: [{ field: 'a', operator: '~' }], showKeys: ['b'] }],
        },
      },
      [
        ['$.config.hideRules[0].range', 'schema.badValue'],
        ['$.config.hideRules[0].conditions[0].operator', 'schema.badValue'],
      ],
    ],
    [
      'event without method',
      {
        list: [],
        config: {
          ...config,
          formEvents: [
            {
              uuid: 'u',
              name: 'n',
              triggerParam: 'init',
              requestMethod: 'PUT',
              requestUrl: '/x',
              requestHeaders: { headers: [], bodys: [] },
              responseFields: [],
            },
          ],
        },
      },
      [['$.config.formEvents[0].requestMethod', 'schema.badValue']],
    ],
  ];
  it.each(cases)('%s', (_name, value, expected) => {
    expect(checkFormDocument(value).map((issue) => [issue.path, issue.messageKey])).toEqual(expected);
  });
  it('a palette list still needs a type on each entry', () => {
    expect(checkControlList([{ key: '', label: 'x' }], { allowEmptyKeys: true }).map((i) => i.path)).toEqual([
      '$[0].type',
    ]);
  });
});
