/**
 * How each control option is edited in the properties panel, with the bounds of workflow spec §5
 * and the font choices of §9. Pure data: the panel renders whatever a type's list names.
 */
import type { ControlOptions, ControlType } from '@shared/form';
import { MAX_PRECISION } from '@shared/form';

export type OptionName = keyof ControlOptions & string;

export type OptionEditor =
  | { kind: 'text' }
  | { kind: 'longText' }
  | { kind: 'number'; min?: number; max?: number; isNullable?: boolean }
  | { kind: 'switch' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'choiceList' }
  | { kind: 'headers' }
  | { kind: 'color' };

/** Font families of the text control (§9); '' is the default font. */
export const FONT_FAMILIES = ['', 'SimSun', 'FangSong', 'SimHei', 'PingFangSC', 'KaiTi', 'LiSu'] as const;
/** Font sizes of the text control, 26pt down to 9pt (§9). */
export const FONT_SIZES = [
  '26pt',
  '24pt',
  '22pt',
  '18pt',
  '16pt',
  '15pt',
  '14pt',
  '12pt',
  '10.5pt',
  '9pt',
] as const;

/** Panel bounds of §5. */
export const BOUNDS = {
  precision: [0, MAX_PRECISION],
  limit: [1],
  scrollY: [0],
  minLimit: [0],
  span: [1, 24],
} as const;

const number = (min?: number, max?: number, isNullable = false): OptionEditor => ({
  kind: 'number',
  min,
  max,
  isNullable,
});

const EDITORS: Partial<Record<OptionName, OptionEditor>> = {
  width: { kind: 'text' },
  placeholder: { kind: 'text' },
  addonBefore: { kind: 'text' },
  addonAfter: { kind: 'text' },
  dynamicKey: { kind: 'text' },
  dictCode: { kind: 'text' },
  format: { kind: 'text' },
  action: { kind: 'text' },
  fileName: { kind: 'text' },
  data: { kind: 'longText' },
  dynamicFun: { kind: 'longText' },
  frameUrl: { kind: 'text' },
  modalTitle: { kind: 'text' },
  description: { kind: 'longText' },
  customStyle: { kind: 'longText' },
  color: { kind: 'color' },
  minRows: number(1),
  maxRows: number(1),
  maxLength: number(0, undefined, true),
  min: number(undefined, undefined, true),
  max: number(undefined, undefined, true),
  precision: number(BOUNDS.precision[0], BOUNDS.precision[1], true),
  step: number(0),
  limit: number(BOUNDS.limit[0]),
  scrollY: number(BOUNDS.scrollY[0]),
  minLimit: number(BOUNDS.minLimit[0]),
  modalWidth: number(1),
  modalHeight: number(1),
  tabBarGutter: number(0, undefined, true),
  gutter: number(0),
  height: number(1),
  customRules: { kind: 'choice', values: ['empty', 'phone', 'email', 'code', 'id'] },
  handle: { kind: 'choice', values: ['submit', 'reset', 'dynamic'] },
  mode: { kind: 'choice', values: ['tab', 'frame', 'inner'] },
  textAlign: { kind: 'choice', values: ['left', 'center', 'right'] },
  orientation: { kind: 'choice', values: ['left', 'center', 'right'] },
  tabPosition: { kind: 'choice', values: ['top', 'right', 'bottom', 'left'] },
  size: { kind: 'choice', values: ['large', 'default', 'small'] },
  fontFamily: { kind: 'choice', values: FONT_FAMILIES },
  fontSize: { kind: 'choice', values: FONT_SIZES },
  listType: { kind: 'choice', values: ['text', 'picture', 'picture-card'] },
  downloadWay: { kind: 'choice', values: ['a', 'dynamic'] },
  options: { kind: 'choiceList' },
  headers: { kind: 'headers' },
};

/** The `type` option means something else per control. */
const TYPE_VALUES: Partial<Record<ControlType, readonly string[]>> = {
  button: ['primary', 'default', 'dashed', 'danger'],
  alert: ['success', 'info', 'warning', 'error'],
  tabs: ['line', 'card'],
  input: ['text', 'password', 'tel', 'email', 'url'],
};

/** Options never edited as a field (internal flags, structure handled elsewhere). */
const HIDDEN: ReadonlySet<string> = new Set(['noFormItem', 'rangeDefaultValue', 'rangePlaceholder']);

/** The editor of option `name` of a `type` control, judged from the value when the table has none. */
export function optionEditor(type: ControlType, name: string, value: unknown): OptionEditor | undefined {
  if (HIDDEN.has(name)) return undefined;
  if (name === 'type') {
    const values = TYPE_VALUES[type];
    return values ? { kind: 'choice', values } : undefined;
  }
  if (name === 'defaultValue') {
    if (typeof value === 'boolean') return { kind: 'switch' };
    if (typeof value === 'number') return number();
    if (typeof value === 'string') return type === 'html' ? { kind: 'longText' } : { kind: 'text' };
    return undefined;
  }
  const known = EDITORS[name as OptionName];
  if (known) return known;
  if (typeof value === 'boolean') return { kind: 'switch' };
  if (typeof value === 'number') return number();
  if (typeof value === 'string') return { kind: 'text' };
  return undefined;
}

/** Clamps a typed number to an editor's bounds; blank gives null where allowed, else the minimum or 0. */
export function clampNumber(editor: Extract<OptionEditor, { kind: 'number' }>, text: string): number | null {
  if (text.trim() === '') return editor.isNullable ? null : (editor.min ?? 0);
  const value = Number(text);
  if (!Number.isFinite(value)) return editor.isNullable ? null : (editor.min ?? 0);
  let out = value;
  if (editor.min !== undefined) out = Math.max(editor.min, out);
  if (editor.max !== undefined) out = Math.min(editor.max, out);
  return out;
}
