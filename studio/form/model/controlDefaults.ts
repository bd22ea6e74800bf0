/**
 * Default content of a freshly created control, per type (workflow spec §3 options, §9 constants).
 * Labels and texts that users see come through `t`, so a new control speaks the designer's language.
 */
import {
  DATE_FORMAT,
  DEFAULT_BATCH_MIN_ROWS,
  DEFAULT_FRAME_MODAL,
  DEFAULT_TEXT_FONT_SIZE,
  DEFAULT_UPLOAD_ACTION,
  DEFAULT_UPLOAD_LIMIT,
  TIME_FORMAT,
} from '@shared/form';
import type { ControlOptions, ControlType, FormControl, OptionItem } from '@shared/form';
import type { Translate } from './messages';
import { MessageKey } from './messages';

/** What a type contributes beyond type/label/key/model. */
export type ControlDefaults = Pick<FormControl, 'options'> &
  Partial<Pick<FormControl, 'list' | 'columns' | 'trs'>>;

export const TEXTAREA_MIN_ROWS = 4;
export const TEXTAREA_MAX_ROWS = 6;

const flags = { hidden: false, disabled: false, showLabel: true };
const field = (t: Translate, placeholder = t(MessageKey.defaultPlaceholderInput)): ControlOptions => ({
  width: '100%',
  defaultValue: '',
  placeholder,
  clearable: false,
  ...flags,
});
const choices = (t: Translate, count: number): OptionItem[] =>
  Array.from({ length: count }, (_, index) => ({
    value: String(index + 1),
    label: t(MessageKey.defaultOption, { n: index + 1 }),
  }));
const tree = (t: Translate): OptionItem[] =>
  [1, 2].map((n) => ({
    value: String(n),
    label: t(MessageKey.defaultOption, { n }),
    children: [{ value: `${n}${n}`, label: t(MessageKey.defaultOption, { n: `${n}${n}` }) }],
  }));
const tabColumns = (t: Translate) =>
  [1, 2].map((n) => ({ value: String(n), label: t(MessageKey.defaultTab, { n }), list: [] }));
const cell = () => ({ colspan: 1, rowspan: 1, list: [] });
const upload = (t: Translate, fileName: string): ControlOptions => ({
  ...field(t, t(MessageKey.defaultUpload)),
  defaultValue: '[]',
  multiple: false,
  limit: DEFAULT_UPLOAD_LIMIT,
  data: '{}',
  fileName,
  headers: {},
  action: DEFAULT_UPLOAD_ACTION,
});

type DefaultsFactory = (t: Translate) => ControlDefaults;

const FACTORIES: Record<ControlType, DefaultsFactory> = {
  input: (t) => ({
    options: {
      ...field(t),
      type: 'text',
      maxLength: null,
      addonBefore: '',
      addonAfter: '',
      customRules: 'empty',
    },
  }),
  textarea: (t) => ({
    options: { ...field(t), minRows: TEXTAREA_MIN_ROWS, maxRows: TEXTAREA_MAX_ROWS, maxLength: null },
  }),
  number: (t) => ({
    options: { ...field(t), defaultValue: 0, min: null, max: null, precision: null, step: 1 },
  }),
  select: (t) => ({
    options: {
      ...field(t, t(MessageKey.defaultPlaceholderSelect)),
      multiple: false,
      showSearch: false,
      dynamic: false,
      dynamicKey: '',
      options: choices(t, 2),
    },
  }),
  checkbox: (t) => ({
    options: { ...flags, defaultValue: [], dynamic: false, dynamicKey: '', options: choices(t, 3) },
  }),
  radio: (t) => ({
    options: { ...flags, defaultValue: '', dynamic: false, dynamicKey: '', options: choices(t, 3) },
  }),
  time: (t) => ({ options: { ...field(t, t(MessageKey.defaultPlaceholderSelect)), format: TIME_FORMAT } }),
  date: (t) => ({
    options: {
      ...field(t, t(MessageKey.defaultPlaceholderSelect)),
      format: DATE_FORMAT,
      range: false,
      showTime: false,
      rangeDefaultValue: [],
      rangePlaceholder: [t(MessageKey.defaultRangeStart), t(MessageKey.defaultRangeEnd)],
    },
  }),
  uploadFile: (t) => ({ options: { ...upload(t, 'file'), drag: false, downloadWay: 'a', dynamicFun: '' } }),
  uploadImg: (t) => ({ options: { ...upload(t, 'image'), listType: 'picture-card' } }),
  userSelect: (t) => ({
    options: {
      ...field(t, t(MessageKey.defaultPlaceholderSelect)),
      defaultValue: [],
      multiple: false,
      showSearch: true,
    },
  }),
  organizationSelect: (t) => ({
    options: {
      ...field(t, t(MessageKey.defaultPlaceholderSelect)),
      defaultValue: [],
      multiple: false,
      showSearch: true,
    },
  }),
  address: (t) => ({ options: { ...field(t), defaultValue: {} } }),
  uuid: (t) => ({ options: { ...field(t), disabled: true } }),
  batch: () => ({
    options: {
      width: '100%',
      scrollY: 0,
      minLimit: DEFAULT_BATCH_MIN_ROWS,
      hideSequence: false,
      hidden: false,
      disabled: false,
      showLabel: false,
    },
    list: [],
  }),
  selectInputList: (t) => ({
    options: { width: '100%', multiple: true, hidden: false, disabled: false, showLabel: false },
    columns: [1, 2].map((n) => ({ value: String(n), label: t(MessageKey.defaultOption, { n }), list: [] })),
  }),
  button: () => ({
    options: {
      type: 'primary',
      handle: 'submit',
      dynamicFun: '',
      hidden: false,
      disabled: false,
      showLabel: false,
    },
  }),
  text: () => ({
    options: {
      textAlign: 'left',
      color: 'rgba(0, 0, 0, 0.9)',
      fontFamily: '',
      fontSize: DEFAULT_TEXT_FONT_SIZE,
      showRequiredMark: false,
      hidden: false,
      noFormItem: true,
    },
  }),
  frame: (t) => ({
    options: {
      ...field(t),
      mode: 'tab',
      frameUrl: '',
      modalTitle: '',
      modalWidth: DEFAULT_FRAME_MODAL.width,
      modalHeight: DEFAULT_FRAME_MODAL.height,
    },
  }),
  divider: () => ({ options: { orientation: 'left', noFormItem: true } }),
  tabs: (t) => ({
    options: {
      type: 'line',
      tabPosition: 'top',
      size: 'default',
      tabBarGutter: null,
      animated: true,
      noFormItem: true,
    },
    columns: tabColumns(t),
  }),
  grid: () => ({
    options: { gutter: 0, noFormItem: true },
    columns: [12, 12].map((span) => ({ span, list: [] })),
  }),
  card: () => ({ options: { noFormItem: true }, list: [] }),
  table: () => ({
    options: { width: '100%', bordered: true, bright: false, small: true, customStyle: '', noFormItem: true },
    trs: [{ tds: [cell(), cell()] }, { tds: [cell(), cell()] }],
  }),
  rate: () => ({ options: { ...flags, defaultValue: 0, max: 5, allowHalf: false } }),
  slider: () => ({
    options: { ...flags, width: '100%', defaultValue: 0, min: 0, max: 100, step: 1, showInput: false },
  }),
  switch: () => ({ options: { ...flags, defaultValue: false } }),
  cascader: (t) => ({
    options: {
      ...field(t, t(MessageKey.defaultPlaceholderSelect)),
      defaultValue: [],
      showSearch: false,
      dynamic: false,
      dynamicKey: '',
      options: tree(t),
    },
  }),
  treeSelect: (t) => ({
    options: {
      ...field(t, t(MessageKey.defaultPlaceholderSelect)),
      multiple: false,
      showSearch: false,
      treeCheckable: false,
      dynamic: false,
      dynamicKey: '',
      options: tree(t),
    },
  }),
  html: () => ({ options: { defaultValue: '<strong>HTML</strong>', hidden: false, noFormItem: true } }),
  alert: () => ({
    options: {
      type: 'success',
      description: '',
      showIcon: false,
      banner: false,
      closable: false,
      hidden: false,
      showLabel: false,
    },
  }),
  editor: (t) => ({ options: { ...field(t), height: 300, showLabel: false } }),
};

/** Fresh default options (and empty child containers) of a type. */
export function controlDefaults(type: ControlType, t: Translate): ControlDefaults {
  return FACTORIES[type](t);
}
