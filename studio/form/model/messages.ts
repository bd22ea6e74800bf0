/**
 * Message keys of the `formDesigner` i18n namespace used by the form designer model.
 * Pure code returns these keys (plus params); views translate them.
 */
export const FORM_DESIGNER_NAMESPACE = 'formDesigner';

export const MessageKey = {
  tableLastRow: 'table.lastRow',
  tableDownSpansDiffer: 'table.downSpansDiffer',
  tableLastColumn: 'table.lastColumn',
  tableRightSpansDiffer: 'table.rightSpansDiffer',
  tableCellMissing: 'table.cellMissing',
  importFailed: 'import.failed',
  importSucceeded: 'import.succeeded',
  importKeyGenerated: 'import.keyGenerated',
  copySucceeded: 'copy.succeeded',
  copyFailed: 'copy.failed',
  pasteFailed: 'paste.failed',
  resetConfirmTitle: 'reset.confirmTitle',
  resetConfirmContent: 'reset.confirmContent',
  operationSucceeded: 'common.operationSucceeded',
  notAllowedHere: 'edit.notAllowedHere',
  controlMissing: 'edit.controlMissing',
  unknownType: 'edit.unknownType',
  hideRuleIncomplete: 'hideRule.incomplete',
  eventDefaultName: 'event.defaultName',
  eventFieldAdded: 'event.fieldAdded',
  eventDebugDataRequired: 'event.debugDataRequired',
  eventParseError: 'event.parseError',
  eventLastRow: 'event.lastRow',
  lintDuplicateModel: 'lint.duplicateModel',
  lintDuplicateKey: 'lint.duplicateKey',
  lintHideRuleMissingField: 'lint.hideRuleMissingField',
  lintNoOptions: 'lint.noOptions',
  lintEventMissingField: 'lint.eventMissingField',
  lintEventTriggerMissing: 'lint.eventTriggerMissing',
  defaultRequired: 'defaults.required',
  defaultPlaceholderInput: 'defaults.placeholderInput',
  defaultPlaceholderSelect: 'defaults.placeholderSelect',
  defaultUpload: 'defaults.upload',
  defaultOption: 'defaults.option',
  defaultTab: 'defaults.tab',
  defaultRangeStart: 'defaults.rangeStart',
  defaultRangeEnd: 'defaults.rangeEnd',
  defaultText: 'defaults.text',
  paletteBasic: 'palette.basic',
  paletteLayout: 'palette.layout',
  paletteAdvanced: 'palette.advanced',
} as const;

type StaticKey = (typeof MessageKey)[keyof typeof MessageKey];
/** Default label of a control type: `controls.<type>`. */
export type ControlLabelKey = `controls.${string}`;
/** Keys of the live region's announcements (`announce.*`, listed in a11y/announcements). */
export type AnnounceMessageKey = `announce.${string}`;
export type FormDesignerKey = StaticKey | ControlLabelKey | AnnounceMessageKey;

export type MessageParams = Record<string, string | number>;

/** A message to show: a key of the formDesigner namespace and its interpolation params. */
export interface Message {
  key: FormDesignerKey;
  params?: MessageParams;
}

/** Turns a key into display text (i18next's `t` bound to the formDesigner namespace fits). */
export type Translate = (key: FormDesignerKey, params?: MessageParams) => string;

/** A translator that returns the key itself with params appended: for tests and headless use. */
export const keyTranslate: Translate = (key, params) =>
  params
    ? `${key}(${Object.entries(params)
        .map(([name, value]) => `${name}=${value}`)
        .join(',')})`
    : key;

export const controlLabelKey = (type: string): ControlLabelKey => `controls.${type}`;

/** Outcome of a designer action: ok, or a message key explaining the refusal. */
export type Outcome = { ok: true; message?: Message } | { ok: false; message: Message };

export const ok = (): Outcome => ({ ok: true });
export const fail = (key: FormDesignerKey, params?: MessageParams): Outcome => ({
  ok: false,
  message: params ? { key, params } : { key },
});
