/** Public face of the form rules shared by the runtime, the designer and the server. */
export {
  CONTROL_TYPES,
  MODELLESS_TYPES,
  LAYOUT_CONTAINER_TYPES,
  SUBFORM_TYPES,
  BREAKPOINTS,
  HIDE_OPERATORS,
} from './types';
export type {
  ControlType,
  Breakpoint,
  ColSpec,
  FormLayout,
  LabelLayout,
  FormConfig,
  FormDocument,
  RequiredRule,
  PatternRule,
  FormRule,
  CustomRuleName,
  OptionItem,
  ControlOptions,
  GridColumn,
  TabColumn,
  TableCell,
  TableRow,
  FormControl,
  EventMethod,
  EventTrigger,
  EventHeader,
  EventBody,
  EventResponseField,
  FormEvent,
  HideOperator,
  HideCondition,
  HideRule,
  FormValues,
  BatchRow,
  SelectInputRow,
  LabeledValue,
  UploadedFile,
  AddressValue,
  FieldPrivilege,
  FieldError,
} from './types';
export {
  walkControls,
  allControls,
  findControl,
  locateControl,
  collectDataFields,
  subformFields,
  childLists,
  hasModel,
  isSubform,
  dataKey,
} from './walk';
export type { WalkContext, Visitor } from './walk';
export {
  DEFAULT_LABEL_SPAN,
  DEFAULT_WRAPPER_SPAN,
  DEFAULT_LABEL_WIDTH,
  DEFAULT_UPLOAD_LIMIT,
  DEFAULT_UPLOAD_ACTION,
  DEFAULT_BATCH_MIN_ROWS,
  DEFAULT_FRAME_MODAL,
  DEFAULT_TEXT_FONT_SIZE,
  TIME_FORMAT,
  DATE_FORMAT,
  MAX_PRECISION,
  TABLE_MIN_CELL_HEIGHT,
  createDefaultConfig,
  createEmptyDocument,
} from './defaults';
export { FormMessage } from './messages';
export { createTranslator, lookupMessage, interpolate, FORM_NAMESPACE } from './translate';
export type { MessageTree, Translate, TranslateParams, HostTranslate, TranslatorOptions } from './translate';
export { checkFormDocument, checkControlList } from './schema';
export type { SchemaIssue, SchemaOptions } from './schema';
export {
  isPhone,
  isEmail,
  isPostalCode,
  isNationalId,
  idCheckChar,
  isRealDate,
  presetFor,
  PRESET_CHECKS,
} from './presets';
export { numberBounds, normaliseNumber, parseNumber, checkNumberRange } from './number';
export type { NumberBounds } from './number';
export { validateControlValue, requiredRule, patternRules } from './validateField';
export { validateFormData, hiddenKeysOf, keyResolver, skipsValidation, controlErrors } from './validateForm';
export type { ValidateOptions } from './validateForm';
export { evaluateHideRules, conditionHolds, ruleHolds, parseDateTime } from './hideRules';
export { createHideRuleTracker } from './hideRuleTracker';
export type { HideRuleTracker } from './hideRuleTracker';
export { privilegeSets, applyPrivileges } from './privileges';
export type { PrivilegeSets } from './privileges';
export { encodeValue, decodeValue, encodeValues, decodeValues } from './outputString';
export {
  defaultValueOf,
  defaultFormValues,
  emptyBatchRow,
  emptySelectInputRows,
  submittableValues,
  normaliseDocument,
} from './formData';
export {
  isEmptyValue,
  valueText,
  displayText,
  optionLabel,
  fieldDisplayText,
  cloneJson,
  createRowKey,
} from './values';
export { readJsonPath, parseJsonPath } from './jsonPath';
export { INIT_TRIGGER, eventsTriggeredBy, buildEventCall, eventPayload, applyEventResponse } from './events';
export type { EventCall, EventResult } from './events';
export {
  ADDRESS_LEVELS,
  REGION_DATASET,
  indexRegions,
  regionLevel,
  regionOptions,
  skipsCityLevel,
  unknownRegionCode,
  withRegionNames,
} from './regions';
export type { AddressLevel, RegionEntry, RegionIndex } from './regions';
