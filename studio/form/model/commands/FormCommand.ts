import type { Command } from '@studio/common/history';

/** Every kind of change to a form document. Typed, so history entries never carry free strings. */
export type FormCommandKind =
  | 'addControl'
  | 'copyControl'
  | 'pasteControls'
  | 'moveControl'
  | 'deleteControl'
  | 'setOption'
  | 'setControlField'
  | 'setConfig'
  | 'tableMergeDown'
  | 'tableMergeRight'
  | 'tableSplit'
  | 'tableAddColumn'
  | 'tableAddRow'
  | 'importDocument'
  | 'resetDocument';

export type FormCommand = Command<FormCommandKind>;
