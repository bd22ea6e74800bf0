/** Toolbar actions of the designer; the default set is workflow spec §2.7's, hosts may pick others. */
export const TOOLBAR_ACTIONS = [
  'save',
  'preview',
  'mobilePreview',
  'importJson',
  'exportJson',
  'exportCode',
  'reset',
  'close',
  'undo',
  'redo',
] as const;
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number];

export const DEFAULT_TOOLBAR: readonly ToolbarAction[] = [
  'save',
  'preview',
  'importJson',
  'exportJson',
  'exportCode',
  'reset',
  'close',
  'undo',
  'redo',
];

export const TOOLBAR_ICONS: Record<ToolbarAction, string> = {
  save: 'floppy-disk',
  preview: 'eye-open',
  mobilePreview: 'mobile-phone',
  importJson: 'import',
  exportJson: 'export',
  exportCode: 'code',
  reset: 'reset',
  close: 'cross',
  undo: 'undo',
  redo: 'redo',
};
