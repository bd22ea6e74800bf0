import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import enApproval from '@shared/i18n/locales/en_US/approval.json';
import { templateText, translatorFor } from './i18n';

const LETTERS = Object.keys((enApproval as { letter: Record<string, unknown> }).letter);
const PARAMS = {
  itemName: 'Leave 3',
  processName: 'Leave',
  nodeName: 'Approver',
  taskId: 'T1',
  instanceId: 'I1',
};

describe('templateText', () => {
  it.each(LOCALES)('answers every letter text as i18next does, in %s', (locale) => {
    for (const letter of LETTERS)
      for (const part of ['title', 'content']) {
        const key = `approval:letter.${letter}.${part}`;
        expect(templateText(locale, key, PARAMS), key).toBe(translatorFor(locale)(key, PARAMS));
      }
  });

  it.each([
    ['a number value', { ...PARAMS, itemName: 12 }],
    ['a missing value', { processName: 'Leave' }],
    ['an object value', { ...PARAMS, itemName: { a: 1 } }],
    ['a count', { ...PARAMS, count: 2 }],
  ])('answers as i18next does with %s', (_, params) => {
    const key = 'approval:letter.taskTodo.title';
    expect(templateText('en_US', key, params)).toBe(translatorFor('en_US')(key, params));
  });

  it('answers a key no locale has as i18next does', () => {
    expect(templateText('zh_CN', 'approval:letter.none.title', PARAMS)).toBe(
      translatorFor('zh_CN')('approval:letter.none.title', PARAMS),
    );
  });
});
