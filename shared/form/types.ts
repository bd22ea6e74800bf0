/**
 * The form document (workflow spec §3 "Form document", "Control", "Front-end event", "Hide rule").
 * Field names are the spec's (and k-form-design's) own, so exported JSON stays compatible.
 * This file holds types and constants only; helpers live in `walk.ts` and `defaults.ts`.
 */

/** Every control type the runtime renders (§3 palette + "also handled"; `editor` appears in k-form-design palettes). */
export const CONTROL_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'checkbox',
  'radio',
  'time',
  'date',
  'uploadFile',
  'uploadImg',
  'userSelect',
  'organizationSelect',
  'address',
  'uuid',
  'batch',
  'button',
  'text',
  'frame',
  'divider',
  'tabs',
  'grid',
  'card',
  'table',
  'rate',
  'slider',
  'switch',
  'cascader',
  'treeSelect',
  'html',
  'alert',
  'selectInputList',
  'editor',
] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

/** Types that hold no value: they drop `model` on insert (§3). */
export const MODELLESS_TYPES = [
  'button',
  'divider',
  'card',
  'grid',
  'tabs',
  'table',
  'alert',
  'text',
  'html',
] as const;

/** Layout containers (children belong to the same data object as the container). */
export const LAYOUT_CONTAINER_TYPES = ['grid', 'tabs', 'card', 'table'] as const;
/** Sub-form containers: their children are row fields; the container's value is a list of rows / an object. */
export const SUBFORM_TYPES = ['batch', 'selectInputList'] as const;

/** Breakpoints of a responsive column spec (24-column grid). `span` is the older single-value form. */
export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];
export type ColSpec = Partial<Record<Breakpoint | 'span', number>>;

export type FormLayout = 'horizontal' | 'vertical' | 'inline';
export type LabelLayout = 'flex' | 'grid';

export interface FormConfig {
  layout: FormLayout;
  labelCol: ColSpec;
  /** Normally 24 minus labelCol. */
  wrapperCol: ColSpec;
  /** Label width in px when labelLayout is flex (default 100). */
  labelWidth?: number;
  labelLayout?: LabelLayout;
  hideRequiredMark: boolean;
  /** CSS text applied inside this form's root only. */
  customStyle: string;
  formEvents?: FormEvent[];
  hideRules?: HideRule[];
  /** When true, values of fields hidden by hide rules / privileges are submitted too (default false). */
  submitHiddenValues?: boolean;
  [extra: string]: unknown;
}

export interface FormDocument {
  list: FormControl[];
  config: FormConfig;
}

/** First rule of a control: required flag and its message. */
export interface RequiredRule {
  required: boolean;
  message: string;
}
/** Further rules: a regular expression source and its message. */
export interface PatternRule {
  pattern: string;
  message: string;
}
export type FormRule = RequiredRule | PatternRule;

/** Preset format check chosen in the properties panel; 'empty' (or '') means none. */
export type CustomRuleName = 'empty' | 'phone' | 'email' | 'code' | 'id';

export interface OptionItem {
  label: string;
  value: string;
  children?: OptionItem[];
  [extra: string]: unknown;
}

/**
 * Options of every control type (§3 "Options by type"). All optional: each type uses a subset.
 * Unknown extra options survive import/export.
 */
export interface ControlOptions {
  width?: string;
  defaultValue?: unknown;
  placeholder?: string;
  clearable?: boolean;
  hidden?: boolean;
  disabled?: boolean;
  showLabel?: boolean;
  customRules?: CustomRuleName | '';
  addonBefore?: string;
  addonAfter?: string;
  /** input: html input type (text, password...). button: primary|default|dashed|danger. alert: success|info|warning|error. tabs: line|card. */
  type?: string;
  minRows?: number;
  maxRows?: number;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  precision?: number | null;
  step?: number;
  multiple?: boolean;
  /** Options come from the host (`dynamicKey`) instead of `options`. */
  dynamic?: boolean;
  dynamicKey?: string;
  /** Options come from the host dictionary with this code. */
  dictCode?: string;
  options?: OptionItem[];
  showSearch?: boolean;
  format?: string;
  range?: boolean;
  rangeDefaultValue?: string[];
  rangePlaceholder?: string[];
  showTime?: boolean;
  limit?: number;
  /** upload: extra form data as a JSON string. */
  data?: string;
  fileName?: string;
  headers?: Record<string, string>;
  action?: string;
  downloadWay?: string;
  drag?: boolean;
  listType?: string;
  scrollY?: number;
  minLimit?: number;
  hideSequence?: boolean;
  handle?: 'submit' | 'reset' | 'dynamic';
  dynamicFun?: string;
  mode?: 'tab' | 'frame' | 'inner';
  frameUrl?: string;
  modalTitle?: string;
  modalWidth?: number;
  modalHeight?: number;
  textAlign?: 'left' | 'center' | 'right';
  color?: string;
  fontFamily?: string;
  fontSize?: string;
  orientation?: 'left' | 'center' | 'right';
  tabPosition?: 'top' | 'right' | 'bottom' | 'left';
  tabBarGutter?: number | null;
  size?: 'large' | 'default' | 'small';
  animated?: boolean;
  noFormItem?: boolean;
  gutter?: number;
  /** table layout options. */
  customStyle?: string;
  bordered?: boolean;
  bright?: boolean;
  small?: boolean;
  /** alert. */
  description?: string;
  showIcon?: boolean;
  banner?: boolean;
  closable?: boolean;
  /** rate. */
  allowHalf?: boolean;
  /** slider. */
  showInput?: boolean;
  /** treeSelect. */
  treeCheckable?: boolean;
  showRequiredMark?: boolean;
  height?: number;
  [extra: string]: unknown;
}

export interface GridColumn {
  span: number;
  list: FormControl[];
}
export interface TabColumn {
  label: string;
  value: string;
  list: FormControl[];
}
export interface TableCell {
  colspan: number;
  rowspan: number;
  list: FormControl[];
}
export interface TableRow {
  tds: TableCell[];
}

/**
 * One control. Containers carry `list` (card, batch), `columns` (grid: GridColumn, tabs/selectInputList: TabColumn)
 * or `trs` (table). Types without a model omit `model`.
 */
export interface FormControl {
  type: ControlType;
  label: string;
  key: string;
  model?: string;
  help?: string;
  icon?: string;
  rules?: FormRule[];
  options: ControlOptions;
  list?: FormControl[];
  columns?: Array<GridColumn | TabColumn>;
  trs?: TableRow[];
  [extra: string]: unknown;
}

// ---------- front-end events (§3, §7 /jflow/call) ----------

export type EventMethod = 'GET' | 'POST';
/** `init` or a field key. */
export type EventTrigger = 'init' | (string & {});
export interface EventHeader {
  name: string;
  value: string;
}
export interface EventBody {
  name: string;
  /** custom: literal value; formField: value is a field key whose current value is sent. */
  type: 'custom' | 'formField';
  value: string;
}
export interface EventResponseField {
  /** Target field key. */
  field: string;
  label?: string;
  /** JSON path into `data.data`, e.g. `$.items[0].name` or `items.0.name`. */
  value: string;
  /** true: build a label/value option list for the target; false: set the target's value. */
  isOptions: boolean;
  optionLabel?: string;
  optionValue?: string;
}
export interface FormEvent {
  uuid: string;
  name: string;
  description?: string;
  triggerParam: EventTrigger;
  requestMethod: EventMethod;
  requestUrl: string;
  requestHeaders: { headers: EventHeader[]; bodys: EventBody[] };
  responseFormat?: string;
  responseFields: EventResponseField[];
}

// ---------- hide rules (§3, §5) ----------

export const HIDE_OPERATORS = ['=', '!=', 'in', 'out', 'null', 'have', 'range'] as const;
export type HideOperator = (typeof HIDE_OPERATORS)[number];
export interface HideCondition {
  field: string;
  operator: HideOperator;
  /** range: [start, end] date-times (exclusive); null/have: unused. */
  value?: unknown;
}
export interface HideRule {
  uuid?: string;
  range: 'all' | 'any';
  conditions: HideCondition[];
  /** Fields shown when the condition holds; hidden otherwise. */
  showKeys: string[];
}

// ---------- values and privileges ----------

/** Form data: model key → value. */
export type FormValues = Record<string, unknown>;
/** One row of a batch control's value; `key` identifies the row. */
export type BatchRow = Record<string, unknown> & { key: string };

export interface LabeledValue {
  label: string;
  value: string;
}
export interface UploadedFile {
  uid: string;
  name: string;
  url: string;
  status?: 'uploading' | 'done' | 'error';
  percent?: number;
  [extra: string]: unknown;
}
/** An address: GB/T 2260 codes per level with the names they had when chosen, and the street detail. */
export interface AddressValue {
  province?: string;
  city?: string;
  district?: string;
  provinceName?: string;
  cityName?: string;
  districtName?: string;
  detail?: string;
}

/** One row of a selectInputList value: one per column, `checked` when the option is picked. */
export type SelectInputRow = Record<string, unknown> & { checked: boolean; value: string; label: string };

/** Per workflow node, per field (§3 "Privilege"). */
export interface FieldPrivilege {
  key: string;
  disabled: boolean;
  hidden: boolean;
}

/** One validation failure; messageKey is in the `form` namespace. */
export interface FieldError {
  key: string;
  messageKey: string;
  params?: Record<string, unknown>;
  /** Row index inside a batch / selectInputList. */
  rowIndex?: number;
  /** The parent sub-form control key when rowIndex is set. */
  parentKey?: string;
  /** Literal message from the document's rule (shown as is when present). */
  message?: string;
}
