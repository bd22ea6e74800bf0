/** Between the designer and the approval API: save payloads and loading a saved flow (pure). */
import type { ProcessDetailData, ProcessSaveBody } from '@shared/api/modules/approval';
import { loadModelContent } from '@shared/flow/modelContent';
import type { FlowSettings } from '@shared/flow/types';
import type { FlowDesignerOutput, FlowDocumentInit, FlowGroup } from '@studio/flow';
// The list alone (the package face also loads the designer's views, which a model test in Node does not need).
import { FLOW_GROUPS } from '@studio/flow/model/flowBasicInfo';

export function toSaveBody(output: FlowDesignerOutput): ProcessSaveBody {
  const info = output.basicInfo;
  return {
    processName: info.name.trim(),
    processType: info.group || 'administration',
    modelContent: JSON.stringify(output.modelContent),
    icon: info.icon,
    formIds: info.formIds,
    displayMode: info.displayMode,
    managers: info.managers,
    description: info.description,
    settings: { ...output.settings } as Record<string, unknown>,
  };
}

export function fromDetail(detail: ProcessDetailData): FlowDocumentInit {
  const loaded = detail.modelContent ? loadModelContent(detail.modelContent) : undefined;
  const group = (FLOW_GROUPS as readonly string[]).includes(detail.processType)
    ? (detail.processType as FlowGroup)
    : '';
  return {
    ...(loaded?.ok ? { root: loaded.root } : {}),
    basicInfo: {
      name: detail.processName,
      icon: detail.icon,
      group,
      formIds: detail.formIds,
      displayMode: detail.displayMode === '2' ? '2' : '1',
      managers: detail.managers,
      description: detail.description,
    },
    settings: detail.settings as Partial<FlowSettings>,
  };
}
