import { describe, expect, it } from 'vitest';
import { renderTemplate, templateVariableProblem, unknownVariables, variablesIn } from './renderTemplate';
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
