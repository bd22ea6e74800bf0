import { describe, expect, it } from 'vitest';
import en from '@shared/i18n/locales/en_US/flow.json';
import type { FlowChange } from '@shared/flow/diff';
import type { FlowT } from '../useFlowT';
import { changeText } from './changeText';

/** The English texts, filled in as i18next does (`{{name}}`). */
const t: FlowT = (key, params = {}) => {
  const text = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], en);
  return String(text ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
};
const on = { nodeId: 'a', nodeName: 'Manager' };

describe('changeText in English', () => {
  it('names only who was added when nobody was removed', () => {
    expect(changeText({ kind: 'approvers', ...on, added: ['Li', 'Wang'], removed: [] }, t)).toBe(
      '“Manager”: approvers added: Li, Wang',
    );
    expect(changeText({ kind: 'approvers', ...on, added: ['Li'], removed: ['Zhao'] }, t)).toBe(
      '“Manager”: approvers added: Li; removed: Zhao',
    );
  });

  it('gives the old and new condition as expressions', () => {
    const over = (value: string) => [[{ label: 'Days', field: 'days', operator: 'gt' as const, value }]];
    const change: FlowChange = {
      kind: 'condition',
      ...on,
      before: over('3'),
      after: over('5'),
      isDefault: false,
    };
    expect(changeText(change, t)).toBe('“Manager”: condition “Days > 3” became “Days > 5”');
  });

  it('names the examine modes, field access, settings and form fields in words', () => {
    expect(changeText({ kind: 'examineMode', ...on, before: 1, after: 3 }, t)).toBe(
      '“Manager”: Or-sign (any one approves) (was In sequence (one after another))',
    );
    const privileges: FlowChange = {
      kind: 'privileges',
      ...on,
      fields: [{ key: 'days', label: 'Days', before: 'editable', after: 'hidden' }],
    };
    expect(changeText(privileges, t)).toBe('“Manager”: form permissions Days editable → hidden');
    expect(changeText({ kind: 'setting', key: 'revoke', before: true, after: false }, t)).toBe(
      'Setting “Revoke”: on → off',
    );
    expect(changeText({ kind: 'setting', key: 'emptyAssignee', before: 'pass', after: 'toAdmin' }, t)).toBe(
      'Setting “When an approver node finds nobody”: Pass automatically → Hand to the flow managers',
    );
    expect(
      changeText({ kind: 'fieldType', key: 'r', label: 'Reason', before: 'input', after: 'textarea' }, t),
    ).toBe('Form field “Reason”: type input → textarea');
  });
});
