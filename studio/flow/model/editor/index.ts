export { FlowEditor } from './FlowEditor';
export type { FlowEditorOptions } from './FlowEditor';
export type { EditorContext } from './EditorContext';
export { AddMenu } from './AddMenu';
export { Clipboard } from './Clipboard';
export { Deletion } from './Deletion';
export { Drag } from './Drag';
export { branchMoveAt, cardAt, dropSlotNear } from './dragMath';
export type { BranchMove } from './dragMath';
export { Announcer } from './Announcer';
export {
  addedMessage,
  copiedMessage,
  historyMessage,
  nodeLabel,
  pastedMessage,
  positionMessage,
  removedMessage,
} from './announcements';
export { Keys } from './Keys';
export { Outline } from './Outline';
export { enclosingGroupId, flowOutline, outlineTarget } from './flowOutline';
export type { OutlineMove, OutlineRow } from './flowOutline';
export type { KeyTargets } from './Keys';
export { Renaming } from './Renaming';
export { Search } from './Search';
export type { SearchResult } from './Search';
export { Selection } from './Selection';
export { Viewport } from './Viewport';
export type { WheelInput } from './Viewport';
export { keyAction } from './keymap';
export type { FlowKeyAction, KeyInput } from './keymap';
export { neighbourInDirection, searchNodes } from './navigation';
export type { Direction } from './navigation';
export { centreOn, fitView, wheelZoom, zoomAround } from './viewMath';
export type { Point, Size, View } from './viewMath';
export { simulateFlow } from './simulate';
export type { SimulatedAssignees, Simulation, SimulationStep } from './simulate';
export {
  EXPORT_LIMITS,
  exportContent,
  exportFileName,
  planExport,
  planTiles,
  tileFileNames,
} from './exportPlan';
export type { ExportLimits, ExportPlan, ExportTile } from './exportPlan';
export { scrollAxis } from './scrollbars';
export type { ScrollAxis } from './scrollbars';
export { applyNodeDraft, draftProblems } from './nodeDraft';
export { generateFlow } from './generateFlow';
