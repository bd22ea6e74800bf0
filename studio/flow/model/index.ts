export { FlowDocument, createFlowDocument } from './FlowDocument';
export type { FlowDocumentDeps, FlowDocumentInit } from './FlowDocument';
export { FlowSelectionStore } from './FlowSelectionStore';
export { FLOW_GROUPS, emptyBasicInfo, showsDisplayMode } from './flowBasicInfo';
export type { FlowBasicInfo, FlowGroup, FormDisplayMode } from './flowBasicInfo';
export {
  addBranchCommand,
  addNodeCommand,
  cleanConditionsCommand,
  deleteBranchCommand,
  deleteNodeCommand,
  moveBranchCommand,
  pasteSubtreeCommand,
  renameNodeCommand,
  setAssigneesCommand,
  setBasicInfoCommand,
  setConditionsCommand,
  setConfigureCommand,
  setFlowSettingsCommand,
  setPrivilegesCommand,
} from './commands';
export type { AssigneeChoice, FlowCommandKind } from './commands';
export { layoutFlow } from './layout';
export type { FlowLayout } from './layout';
export {
  FlowEditor,
  keyAction,
  simulateFlow,
  planExport,
  exportFileName,
  fitView,
  zoomAround,
  wheelZoom,
} from './editor';
export type {
  FlowEditorOptions,
  FlowKeyAction,
  Simulation,
  SimulationStep,
  SimulatedAssignees,
  ExportPlan,
} from './editor';
export { canMoveNode, moveNodeCommand } from './commands';
