/** Container traversal over a form document (grid, tabs, card, table, batch, selectInputList). */
import { MODELLESS_TYPES, SUBFORM_TYPES } from './types';
import type { ControlType, FormControl, FormDocument } from './types';

export interface WalkContext {
  /** Containers from the outermost down to the direct parent. */
  parents: FormControl[];
  /** JSON path of the control, e.g. `list[2].columns[0].list[1]`. */
  path: string;
  /** Index of the tab column holding the control, when its nearest tabs ancestor is known. */
  tabPath: Array<{ tabsKey: string; tabIndex: number }>;
}

/** false: do not visit this control's children. */
export type Visitor = (control: FormControl, context: WalkContext) => void | false;

export const hasModel = (type: ControlType | string): boolean =>
  !(MODELLESS_TYPES as readonly string[]).includes(type);
export const isSubform = (type: ControlType | string): boolean =>
  (SUBFORM_TYPES as readonly string[]).includes(type);

/** Child lists of a control with their JSON path suffix. */
export function childLists(
  control: FormControl,
): Array<{ list: FormControl[]; path: string; tabIndex?: number }> {
  const out: Array<{ list: FormControl[]; path: string; tabIndex?: number }> = [];
  if (Array.isArray(control.list)) out.push({ list: control.list, path: '.list' });
  if (Array.isArray(control.columns)) {
    control.columns.forEach((column, index) => {
      if (column && Array.isArray(column.list)) {
        out.push({
          list: column.list,
          path: `.columns[${index}].list`,
          ...(control.type === 'tabs' ? { tabIndex: index } : {}),
        });
      }
    });
  }
  if (Array.isArray(control.trs)) {
    control.trs.forEach((row, r) =>
      row?.tds?.forEach((cell, c) => {
        if (cell && Array.isArray(cell.list))
          out.push({ list: cell.list, path: `.trs[${r}].tds[${c}].list` });
      }),
    );
  }
  return out;
}

function walkList(list: FormControl[], visit: Visitor, context: WalkContext): void {
  list.forEach((control, index) => {
    const path = `${context.path}[${index}]`;
    const here: WalkContext = { parents: context.parents, path, tabPath: context.tabPath };
    if (visit(control, here) === false) return;
    for (const child of childLists(control)) {
      walkList(child.list, visit, {
        parents: [...context.parents, control],
        path: path + child.path,
        tabPath:
          child.tabIndex === undefined
            ? context.tabPath
            : [...context.tabPath, { tabsKey: control.key, tabIndex: child.tabIndex }],
      });
    }
  });
}

/** Visits every control depth-first, containers before their children. */
export function walkControls(source: FormDocument | FormControl[], visit: Visitor): void {
  const list = Array.isArray(source) ? source : source.list;
  walkList(list, visit, { parents: [], path: 'list', tabPath: [] });
}

/** Every control of the document, flattened in document order. */
export function allControls(source: FormDocument | FormControl[]): FormControl[] {
  const out: FormControl[] = [];
  walkControls(source, (control) => {
    out.push(control);
  });
  return out;
}

/** Finds a control by key anywhere in the document. */
export function findControl(source: FormDocument | FormControl[], key: string): FormControl | undefined {
  let found: FormControl | undefined;
  walkControls(source, (control) => {
    if (found) return false;
    if (control.key === key) found = control;
  });
  return found;
}

/** The walk context of the control with this key (parents, path, tabs holding it). */
export function locateControl(
  source: FormDocument | FormControl[],
  key: string,
): { control: FormControl; context: WalkContext } | undefined {
  let found: { control: FormControl; context: WalkContext } | undefined;
  walkControls(source, (control, context) => {
    if (found) return false;
    if (control.key === key) found = { control, context };
  });
  return found;
}

/** The data key of a control: its model, else its key. */
export const dataKey = (control: FormControl): string => control.model || control.key;

/**
 * Controls that hold a top-level value in form data: controls with a model, including batch and
 * selectInputList themselves but not the row fields inside them.
 */
export function collectDataFields(source: FormDocument | FormControl[]): FormControl[] {
  const out: FormControl[] = [];
  walkControls(source, (control) => {
    if (hasModel(control.type)) out.push(control);
    if (isSubform(control.type)) return false;
  });
  return out;
}

/** Row fields of a sub-form control (batch list or selectInputList columns), flattened. */
export function subformFields(control: FormControl): FormControl[] {
  const out: FormControl[] = [];
  for (const child of childLists(control)) {
    walkControls(child.list, (inner) => {
      if (hasModel(inner.type)) out.push(inner);
      if (isSubform(inner.type)) return false;
    });
  }
  return out;
}
