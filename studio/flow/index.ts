/** Public face of the flow designer. */
export { FlowDesigner } from './FlowDesigner';
export type { FlowDesignerOutput, FlowDesignerProps, FlowDesignerTab } from './FlowDesigner';
export { FlowViewer } from './FlowViewer';
export type { FlowViewerProps } from './FlowViewer';
export type { LegendItem } from './canvas/exportFlowImage';
export type {
  AssigneeKind,
  AssigneePicker,
  AssigneePickerProps,
  FlowDesignerServices,
  FormOption,
} from './panels/pickers/types';
export type { FlowBasicInfo, FlowGroup } from './model/flowBasicInfo';
export { FLOW_GROUPS } from './model/flowBasicInfo';
export type { FlowDocumentInit } from './model/FlowDocument';
export type { FlowEditor } from './model/editor';
export { FlowDiffView } from './diff/FlowDiffView';
export type { FlowDiffViewProps } from './diff/FlowDiffView';
