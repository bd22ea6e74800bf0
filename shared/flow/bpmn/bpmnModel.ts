/** The BPMN moddle with our extension package (`dp`: node data, flow data and node attributes). */
import { BpmnModdle } from 'bpmn-moddle';
import type { BpmnModdleInstance, ModdleElement } from 'bpmn-moddle';
import portalDescriptor from './portalDescriptor.json';

export const PORTAL_NAMESPACE = portalDescriptor.uri;

export function createModdle(): BpmnModdleInstance {
  return BpmnModdle({ dp: portalDescriptor });
}

/** The JSON text of the first `dp:nodeData` / `dp:flowData` in an element's extension elements. */
export function extensionJson(element: ModdleElement, type: 'dp:NodeData' | 'dp:FlowData'): unknown {
  const extensions = element.extensionElements as ModdleElement | undefined;
  const values = (extensions?.values ?? []) as ModdleElement[];
  const data = values.find((value) => value.$type === type);
  if (!data || typeof data.json !== 'string') return undefined;
  try {
    return JSON.parse(data.json) as unknown;
  } catch {
    return undefined;
  }
}

export function withExtension(
  moddle: BpmnModdleInstance,
  type: 'dp:NodeData' | 'dp:FlowData',
  value: unknown,
): ModdleElement {
  return moddle.create('bpmn:ExtensionElements', {
    values: [moddle.create(type, { json: JSON.stringify(value) })],
  });
}
