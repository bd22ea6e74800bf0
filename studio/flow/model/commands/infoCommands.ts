/** Commands on the flow's basic info and settings. */
import type { FlowSettings } from '@shared/flow/types';
import type { FlowDocument } from '../FlowDocument';
import type { FlowBasicInfo } from '../flowBasicInfo';
import { PatchCommand } from './PatchCommand';

export function setBasicInfoCommand(
  doc: FlowDocument,
  patch: Partial<FlowBasicInfo>,
): PatchCommand<FlowBasicInfo> {
  return new PatchCommand(
    'setBasicInfo',
    { read: () => doc.basicInfo, write: (value) => doc.writeBasicInfo(value) },
    patch,
  );
}

export function setFlowSettingsCommand(
  doc: FlowDocument,
  patch: Partial<FlowSettings>,
): PatchCommand<FlowSettings> {
  return new PatchCommand(
    'setFlowSettings',
    { read: () => doc.settings, write: (value) => doc.writeSettings(value) },
    patch,
  );
}
