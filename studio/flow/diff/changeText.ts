/** One diff change in words, in the `flow` namespace (pure: the view passes its `t`). */
import { formatConditionSummary, summarizeConditionList } from '@shared/flow/conditionSummary';
import type { Translate } from '@shared/flow/messages';
import type { FlowChange } from '@shared/flow/diff';
import type { FlowT, FlowUiKey } from '../useFlowT';
import { SETTING_SWITCHES } from '../panels/settings/settingsCatalogue';

const SWITCHES: ReadonlySet<string> = new Set(SETTING_SWITCHES);

/** Flow settings with a name of their own in the settings screen (the switches have `settings.switch.<key>`). */
const SETTING_NAMES: Record<string, FlowUiKey> = {
  emptyAssignee: 'settings.emptyAssignee',
  returnRestart: 'settings.returnRestart',
  titleMode: 'settings.title',
  customTitle: 'settings.title',
  summaryMode: 'settings.summary',
  summaryFields: 'settings.summary',
  reminders: 'settings.reminder',
  printTemplate: 'settings.printTemplate',
  customPrintTemplate: 'settings.printTemplate',
};

const settingName = (key: string, t: FlowT) => {
  const named = SETTING_NAMES[key];
  if (named) return t(named);
  return SWITCHES.has(key) ? t(`settings.switch.${key}` as FlowUiKey) : key;
};

const settingValue = (value: unknown, t: FlowT): string => {
  if (value === true) return t('versions.on');
  if (value === false) return t('versions.off');
  if (value === 'pass') return t('settings.emptyPass');
  if (value === 'toAdmin') return t('settings.emptyToAdmin');
  return String(value ?? '');
};

const code = (prefix: 'setType' | 'examineMode', value: number | null, t: FlowT) =>
  value === null ? t('versions.nobody') : t(`${prefix}.${value}` as FlowUiKey);

/** The text of one change (a setting the settings screen does not name is named by its key). */
export function changeText(change: FlowChange, t: FlowT): string {
  switch (change.kind) {
    case 'nodeAdded':
    case 'nodeRemoved':
      return t(`versions.change.${change.kind}`, { name: change.nodeName });
    case 'nodeRenamed':
      return t('versions.change.nodeRenamed', { name: change.nodeName, before: change.before });
    case 'approverRule':
      return t('versions.change.approverRule', {
        name: change.nodeName,
        before: code('setType', change.before, t),
        after: code('setType', change.after, t),
      });
    case 'approvers': {
      const { added, removed } = change;
      const name = change.nodeName;
      if (removed.length === 0) return t('versions.change.approversAdded', { name, added: added.join(', ') });
      if (added.length === 0)
        return t('versions.change.approversRemoved', { name, removed: removed.join(', ') });
      return t('versions.change.approvers', { name, added: added.join(', '), removed: removed.join(', ') });
    }
    case 'examineMode':
      return t('versions.change.examineMode', {
        name: change.nodeName,
        before: code('examineMode', change.before, t),
        after: code('examineMode', change.after, t),
      });
    case 'condition': {
      const text = (list: typeof change.before, isDefault: boolean) =>
        formatConditionSummary(summarizeConditionList(list, isDefault), t as unknown as Translate);
      return t('versions.change.condition', {
        name: change.nodeName,
        before: text(change.before, false),
        after: text(change.after, change.isDefault),
      });
    }
    case 'privileges':
      return t('versions.change.privileges', {
        name: change.nodeName,
        fields: change.fields
          .map((field) =>
            t('versions.change.fieldAccess', {
              label: field.label,
              before: t(`versions.access.${field.before}`),
              after: t(`versions.access.${field.after}`),
            }),
          )
          .join(', '),
      });
    case 'setting': {
      const setting = settingName(change.key, t);
      if (change.before === null && change.after === null)
        return t('versions.change.settingChanged', { setting });
      return t('versions.change.setting', {
        setting,
        before: settingValue(change.before, t),
        after: settingValue(change.after, t),
      });
    }
    case 'fieldAdded':
      return t('versions.change.fieldAdded', { label: change.label, type: change.type });
    case 'fieldRemoved':
      return t('versions.change.fieldRemoved', { label: change.label });
    case 'fieldRelabelled':
      return t('versions.change.fieldRelabelled', { before: change.before, after: change.after });
    case 'fieldType':
      return t('versions.change.fieldType', {
        label: change.label,
        before: change.before,
        after: change.after,
      });
  }
}
