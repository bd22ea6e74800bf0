/**
 * The one place each control type's view-layer parts are declared: its canvas view and the option
 * names its properties panel shows (in order). Adding a type means one entry here plus its model
 * defaults; `attachControlKinds` hands them to the model's registry.
 */
import type { ControlType } from '@shared/form';
import type { ControlRegistry, Translate } from './model';
import { controlDefaults } from './model';
import type { CanvasView } from './canvas/types';
import { AddressView, ChoiceView, InputView, TextareaView, UploadView } from './canvas/views/FieldViews';
import {
  AlertView,
  ButtonView,
  DividerView,
  HtmlView,
  TextView,
  WidgetView,
} from './canvas/views/StaticViews';
import {
  BatchView,
  CardView,
  GridView,
  SelectInputListView,
  TableView,
  TabsView,
} from './canvas/views/ContainerViews';

/** What the designer attaches to each registry entry. */
export interface DesignerParts {
  view: CanvasView;
  /** Option names edited in the properties panel, in display order. */
  panel: readonly string[];
}

const VIEWS: Record<ControlType, CanvasView> = {
  input: InputView,
  textarea: TextareaView,
  number: InputView,
  select: InputView,
  checkbox: ChoiceView,
  radio: ChoiceView,
  time: InputView,
  date: InputView,
  uploadFile: UploadView,
  uploadImg: UploadView,
  userSelect: InputView,
  organizationSelect: InputView,
  address: AddressView,
  uuid: InputView,
  batch: BatchView,
  button: ButtonView,
  text: TextView,
  frame: InputView,
  divider: DividerView,
  tabs: TabsView,
  grid: GridView,
  card: CardView,
  table: TableView,
  rate: WidgetView,
  slider: WidgetView,
  switch: WidgetView,
  cascader: InputView,
  treeSelect: InputView,
  html: HtmlView,
  alert: AlertView,
  selectInputList: SelectInputListView,
  editor: WidgetView,
};

/** Extra options some types offer beyond their defaults (§3 "Options by type"). */
const EXTRA_OPTIONS: Partial<Record<ControlType, readonly string[]>> = {
  select: ['dictCode'],
  radio: ['dictCode'],
  checkbox: ['dictCode'],
  uploadFile: ['listType'],
};

/** Panel option names: the type's default options in their declared order, plus its extras. */
export function panelOptions(type: ControlType, t: Translate): string[] {
  return [...Object.keys(controlDefaults(type, t).options), ...(EXTRA_OPTIONS[type] ?? [])];
}

export function attachControlKinds(registry: ControlRegistry<DesignerParts>, t: Translate): void {
  for (const type of Object.keys(VIEWS) as ControlType[]) {
    registry.attach(type, { view: VIEWS[type], panel: panelOptions(type, t) });
  }
}
