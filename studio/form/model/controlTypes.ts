/**
 * Model facts about each control type: palette group, whether it holds a value, whether it is a
 * container, and which containers may hold it (workflow spec §3, §9).
 */
import { CONTROL_TYPES, LAYOUT_CONTAINER_TYPES, hasModel } from '@shared/form';
import type { ControlType } from '@shared/form';

export type PaletteGroup = 'basic' | 'layout' | 'advanced';

/** Where a control can sit: the document's top list or a child list of a container type. */
export type ContainerKind = 'root' | 'grid' | 'tabs' | 'card' | 'table' | 'batch' | 'selectInputList';

/** Basic palette group, in the order of workflow spec §9. */
export const BASIC_PALETTE: readonly ControlType[] = [
  'input',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'select',
  'date',
  'uploadImg',
  'uploadFile',
  'batch',
  'frame',
  'userSelect',
  'organizationSelect',
  'address',
  'uuid',
  'text',
  'divider',
];
export const LAYOUT_PALETTE: readonly ControlType[] = ['grid', 'card', 'tabs', 'table'];
export const ADVANCED_PALETTE: readonly ControlType[] = [
  'time',
  'button',
  'rate',
  'slider',
  'switch',
  'cascader',
  'treeSelect',
  'selectInputList',
  'alert',
  'html',
];
export const PALETTE_GROUPS: ReadonlyArray<{ group: PaletteGroup; types: readonly ControlType[] }> = [
  { group: 'basic', types: BASIC_PALETTE },
  { group: 'layout', types: LAYOUT_PALETTE },
  { group: 'advanced', types: ADVANCED_PALETTE },
];

const CONTAINER_TYPES: readonly ControlType[] = [...LAYOUT_CONTAINER_TYPES, 'batch', 'selectInputList'];
/** Types whose options carry a label/value choice list. */
const CHOICE_TYPES: readonly ControlType[] = ['select', 'checkbox', 'radio', 'cascader', 'treeSelect'];
/** Value controls that are not allowed as row fields of a batch / selectInputList. */
const NOT_IN_ROWS: readonly ControlType[] = ['frame', 'editor'];
const LAYOUT_KINDS: readonly ContainerKind[] = ['root', 'grid', 'tabs', 'card', 'table'];
const ALL_KINDS: readonly ContainerKind[] = [...LAYOUT_KINDS, 'batch', 'selectInputList'];

export interface ControlTypeInfo {
  type: ControlType;
  /** Palette section, or undefined for types only handled when imported. */
  group: PaletteGroup | undefined;
  hasModel: boolean;
  isContainer: boolean;
  /** Options carry a label/value choice list (`options.options`). */
  hasChoices: boolean;
  /** A value control allowed as a row field of batch / selectInputList. */
  isSimple: boolean;
  allowedIn: readonly ContainerKind[];
}

function describe(type: ControlType): ControlTypeInfo {
  const isContainer = CONTAINER_TYPES.includes(type);
  const isSimple = hasModel(type) && !isContainer && !NOT_IN_ROWS.includes(type);
  return {
    type,
    group: PALETTE_GROUPS.find((entry) => entry.types.includes(type))?.group,
    hasModel: hasModel(type),
    isContainer,
    hasChoices: CHOICE_TYPES.includes(type),
    isSimple,
    allowedIn: isSimple ? ALL_KINDS : LAYOUT_KINDS,
  };
}

/** Facts of every known control type, keyed by type. */
export const CONTROL_TYPE_INFO: Readonly<Record<ControlType, ControlTypeInfo>> = Object.fromEntries(
  CONTROL_TYPES.map((type) => [type, describe(type)]),
) as Record<ControlType, ControlTypeInfo>;

export const isControlType = (type: unknown): type is ControlType =>
  typeof type === 'string' && (CONTROL_TYPES as readonly string[]).includes(type);

/** The kind of list a container of this type offers to its children. */
export function containerKindOf(type: ControlType): ContainerKind | undefined {
  return CONTAINER_TYPES.includes(type) ? (type as ContainerKind) : undefined;
}

/** Whether a control of `type` may be placed in a list of `kind`. */
export function canPlace(type: ControlType, kind: ContainerKind): boolean {
  return CONTROL_TYPE_INFO[type].allowedIn.includes(kind);
}
