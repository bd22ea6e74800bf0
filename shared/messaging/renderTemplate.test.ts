import { describe, expect, it } from 'vitest';
import {
  previewSegments,
  renderTemplate,
  templateVariableProblem,
  unknownVariables,
  unresolvedVariables,
  variablesIn,
} from './renderTemplate';
import { TEMPLATE_EVENTS, variablesOf } from './templateEvents';

describe('renderTemplate', () => {
  it.each([
    ['plain text stays as it is', 'No variables here', {}, 'No variables here', []],
    ['a variable is replaced', 'Hello {{applicant}}', { applicant: 'Li Lei' }, 'Hello Li Lei', []],
    ['spaces inside the braces', '{{ applicant }}!', { applicant: 'A' }, 'A!', []],
    ['the same variable twice', '{{a}}-{{a}}', { a: 'x' }, 'x-x', []],
    ['a missing value renders empty', 'To {{approver}}.', {}, 'To .', ['approver']],
    ['an empty value is a value', '[{{comment}}]', { comment: '' }, '[]', []],
    ['markup is not escaped', '{{comment}}', { comment: '<b>&"ok"</b>' }, '<b>&"ok"</b>', []],
    ['a value is never expanded again', '{{comment}}', { comment: '{{applicant}}' }, '{{applicant}}', []],
    ['replacement patterns in a value stay literal', '{{comment}}', { comment: "$& $1 $'" }, "$& $1 $'", []],
    [
      'single braces are text',
      '{applicant} {{ }} {{1x}}',
      { applicant: 'A' },
      '{applicant} {{ }} {{1x}}',
      [],
    ],
    ['inherited names are no values', '{{toString}}', {}, '', ['toString']],
  ] as const)('%s', (_name, text, values, expected, missing) => {
    const result = renderTemplate(text, values as Record<string, string>);
    expect(result.text).toBe(expected);
    expect(result.missing).toEqual(missing);
  });
});

describe('template variables', () => {
  it('lists the variables a text uses once, in order', () => {
    expect(variablesIn('{{b}} {{a}} {{ b }}')).toEqual(['b', 'a']);
  });

  it('reports variables the event does not supply', () => {
    expect(unknownVariables('task.created', ['{{applicant}} {{foo}}', '{{approver}} {{foo}}'])).toEqual([
      'foo',
      'approver',
    ]);
    expect(unknownVariables('task.created', ['{{applicant}} {{taskUrl}}'])).toEqual([]);
  });

  it('supplies nothing for an unknown event', () => {
    expect(variablesOf('no.such.event')).toEqual([]);
    expect(variablesOf('toString')).toEqual([]);
  });

  it('names the first unknown variable, its field and what the event supplies', () => {
    expect(templateVariableProblem('instance.revoked', { subject: 'ok', body: 'Hi {{foo}}' })).toEqual({
      field: 'body',
      variable: '{{foo}}',
      supplied: 'applicant, processName, comment, createTime',
    });
    expect(templateVariableProblem('instance.approved', { subject: '{{approver}}', body: '' })).toBeNull();
  });

  it('gives every event an applicant and a process name', () => {
    for (const event of TEMPLATE_EVENTS)
      expect(variablesOf(event)).toEqual(expect.arrayContaining(['applicant', 'processName']));
  });
});

describe('variables a send task leaves without a value', () => {
  const approved = [
    'Approved: {{processName}}',
    '"{{processName}}" from {{ applicant }} has reached "{{approver}}"',
  ];
  it('names every variable the texts use without a value, blank counting as none, each once in order', () => {
    expect(unresolvedVariables(approved, {})).toEqual(['processName', 'applicant', 'approver']);
    expect(unresolvedVariables(approved, { processName: 'Leave', approver: '  ' })).toEqual([
      'applicant',
      'approver',
    ]);
    expect(unresolvedVariables(approved, { processName: 'L', applicant: 'A', approver: 'B' })).toEqual([]);
  });
  it('does not take a value from the object prototype', () => {
    expect(unresolvedVariables(['{{constructor}}'], {})).toEqual(['constructor']);
  });
});

describe('preview segments', () => {
  it('puts the values in and keeps every placeholder without one apart, to be marked', () => {
    expect(
      previewSegments('Dear {{applicant}}, {{comment}} ({{ approver }})', { applicant: 'Li', comment: '' }),
    ).toEqual([
      { text: 'Dear Li, ' },
      { unresolved: 'comment' },
      { text: ' (' },
      { unresolved: 'approver' },
      { text: ')' },
    ]);
  });
  it('gives plain text as one piece and an empty text as none', () => {
    expect(previewSegments('No variables', {})).toEqual([{ text: 'No variables' }]);
    expect(previewSegments('', {})).toEqual([]);
    expect(previewSegments('{{a}}{{b}}', { a: 'x', b: 'y' })).toEqual([{ text: 'xy' }]);
  });
});
