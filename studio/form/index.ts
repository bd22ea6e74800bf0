/** Public face of the form designer. */
export { FormDesigner } from './FormDesigner';
export type { FormDesignerProps } from './FormDesigner';
export type { DesignerNotify } from './DesignerContext';
export { DEFAULT_TOOLBAR, TOOLBAR_ACTIONS } from './panels/toolbarActions';
export type { ToolbarAction } from './panels/toolbarActions';
export { mobilePreviewUrl } from './panels/modals/MobilePreviewModal';
export { createFormEditor, parseImport } from './model';
export type { FormEditor } from './model';
