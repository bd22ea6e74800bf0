/** Basic info of a flow (workflow spec §2.6 "Basic info screen"). */
import type { NamedRef } from '@shared/flow/types';

export const FLOW_GROUPS = ['hr', 'attendance', 'administration', 'finance', 'payroll', 'assets'] as const;
export type FlowGroup = (typeof FLOW_GROUPS)[number];

/** '1' tab bar, '2' stepped; only meaningful with more than one bound form. */
export type FormDisplayMode = '1' | '2';

export interface FlowBasicInfo {
  name: string;
  icon: string;
  group: FlowGroup | '';
  formIds: string[];
  displayMode: FormDisplayMode;
  managers: NamedRef[];
  description: string;
}

export function emptyBasicInfo(): FlowBasicInfo {
  return { name: '', icon: '', group: '', formIds: [], displayMode: '1', managers: [], description: '' };
}

/** The display-mode choice shows only when more than one form is bound. */
export function showsDisplayMode(info: FlowBasicInfo): boolean {
  return info.formIds.length > 1;
}
