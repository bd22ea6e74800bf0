export type { FlowCommandKind } from './FlowCommandKind';
export { TreeCommand } from './TreeCommand';
export type { TreeCommandOptions, TreeHost } from './TreeCommand';
export { PatchCommand } from './PatchCommand';
export type { PatchHost } from './PatchCommand';
export {
  addNodeCommand,
  cleanConditionsCommand,
  deleteNodeCommand,
  pasteSubtreeCommand,
  renameNodeCommand,
  setAssigneesCommand,
  setConditionsCommand,
  setConfigureCommand,
  setPrivilegesCommand,
} from './nodeCommands';
export type { AssigneeChoice } from './nodeCommands';
export { addBranchCommand, deleteBranchCommand, moveBranchCommand } from './branchCommands';
export { setBasicInfoCommand, setFlowSettingsCommand } from './infoCommands';
export { canMoveNode, detachedBlock, moveNodeCommand } from './moveCommands';
export { replaceFlowCommand, setCustomCcCommand } from './extraCommands';
