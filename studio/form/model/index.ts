/** Public face of the form designer's model layer (no React, no Konva). */
export { FormEditor, createFormEditor } from './FormEditor';
export type { FormEditorOptions } from './FormEditor';
export { FormDocument } from './FormDocument';
export { SelectionStore, SELECTION_DEBOUNCE_MS } from './SelectionStore';
export { createControlRegistry } from './ControlRegistry';
export type { ControlRegistry } from './ControlRegistry';
export {
  ADVANCED_PALETTE,
  BASIC_PALETTE,
  CONTROL_TYPE_INFO,
  LAYOUT_PALETTE,
  PALETTE_GROUPS,
  canPlace,
  containerKindOf,
  isControlType,
} from './controlTypes';
export type { ContainerKind, ControlTypeInfo, PaletteGroup } from './controlTypes';
export { controlDefaults, TEXTAREA_MAX_ROWS, TEXTAREA_MIN_ROWS } from './controlDefaults';
export type { ControlDefaults } from './controlDefaults';
export { cloneData, createKeyFactory, renameKeys } from './keys';
export type { KeyFactory } from './keys';
export { ROOT_SLOT, findPlace, isInside, resolveSlot, slotKind, slotsOf } from './places';
export type { Place, Slot } from './places';
export type { FormCommand, FormCommandKind } from './commands/FormCommand';
export { InsertControlsCommand } from './commands/InsertControlsCommand';
export { MoveControlCommand } from './commands/MoveControlCommand';
export { RemoveControlCommand } from './commands/RemoveControlCommand';
export { SetControlFieldCommand, SetOptionCommand } from './commands/SetOptionCommand';
export type { ControlField } from './commands/SetOptionCommand';
export { SetConfigCommand } from './commands/SetConfigCommand';
export { TableEditCommand } from './commands/TableEditCommand';
export { ReplaceDocumentCommand } from './commands/ReplaceDocumentCommand';
export { TABLE_EDITS, addColumn, addRow, mergeDown, mergeRight, split } from './table/tableOps';
export type { TableEdit, TableEditName, TableEditResult } from './table/tableOps';
export { buildGrid } from './table/tableGrid';
export type { CellRef, TableGrid } from './table/tableGrid';
export { isWellFormedControl, isWellFormedList, parseImport } from './importDocument';
export type { ImportResult } from './importDocument';
export type { FormImportReport, FormReportLine } from './importReport';
export { CLIPBOARD_MARKER, parseClipboard, toClipboardText } from './clipboard';
export type { ClipboardPayload } from './clipboard';
export {
  conditionFieldChoices,
  showFieldChoices,
  validateHideRule,
  withoutTestedShowKeys,
} from './hideRules';
export { addResponseField, canRemoveRow, completeEvent, debugResponse, readPath, removeRow } from './events';
export type { DebugFieldResult } from './events';
export { lintForm } from './lintForm';
export type { FormProblem } from './lintForm';
export { generateId } from './ids';
export { FORM_DESIGNER_NAMESPACE, MessageKey, controlLabelKey, fail, keyTranslate, ok } from './messages';
export type {
  ControlLabelKey,
  FormDesignerKey,
  Message,
  MessageParams,
  Outcome,
  Translate,
} from './messages';
export { DRAG_THRESHOLD, SelectTool } from './tools/SelectTool';
export type { Point, SelectToolHost, SelectToolState, ToolDrag } from './tools/SelectTool';
export {
  AnnounceKey,
  KeyboardEdits,
  LiveAnnouncer,
  buildOutline,
  outlineStep,
  placeForNew,
  placeInSiblingSlot,
  placeInto,
  placeOutOf,
} from './a11y';
export type { AnnounceKeyName, AnnounceKindKey, Naming, OutlineItem } from './a11y';
