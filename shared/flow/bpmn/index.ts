/** BPMN 2.0 export and import of flows (loaded on demand: bpmn-moddle stays out of the main bundle). */
export { exportBpmn } from './exportBpmn';
export type { BpmnFlow } from './exportBpmn';
export { importBpmn } from './importBpmn';
