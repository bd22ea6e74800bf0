/** The basic-configuration cards of the flow settings (workflow spec §6), in display order. */
import type { FlowSettings } from '@shared/flow/types';

type SwitchKey = {
  [K in keyof FlowSettings]-?: FlowSettings[K] extends boolean ? K : never;
}[keyof FlowSettings];

export const SETTING_SWITCHES: readonly SwitchKey[] = [
  'autoDeduplicate',
  'quickApproveMark',
  'quickApproval',
  'addSigners',
  'allowCc',
  'urge',
  'share',
  'designateApprover',
  'revoke',
  'transfer',
  'submitForOthers',
  'return',
  'delegate',
  'freeFlow',
  'void',
  'approvalOpinion',
  'taskNodes',
  'timeLimit',
  'efficiencyDiagnosis',
  'handwrittenSignature',
];

export const SETTING_SECTIONS = ['basic', 'display', 'reminders', 'print'] as const;
export type SettingSection = (typeof SETTING_SECTIONS)[number];
