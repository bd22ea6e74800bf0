/**
 * Structural check of a form document: every problem is reported with its JSON path
 * (e.g. `$.list[2].columns[0].span`) and a message key of the `form` namespace.
 */
import { BREAKPOINTS, CONTROL_TYPES } from './types';
import { FormMessage } from './messages';
import { checkFormEvent, checkHideRule } from './schemaConfig';

export interface SchemaIssue {
  path: string;
  messageKey: string;
  params?: Record<string, unknown>;
}

export interface SchemaOptions {
  /** Palette templates have empty keys; documents need real ones. */
  allowEmptyKeys?: boolean;
}

type Report = (path: string, messageKey: string, params?: Record<string, unknown>) => void;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reports a present field whose JS type is not the expected one. */
export function expectType(
  report: Report,
  owner: Record<string, unknown>,
  path: string,
  field: string,
  type: 'string' | 'number' | 'boolean',
  nullable = false,
): void {
  const value = owner[field];
  if (value === undefined || (nullable && value === null)) return;
  if (typeof value !== type) report(`${path}.${field}`, FormMessage.schemaWrongType, { expected: type });
}

function expectEnum(
  report: Report,
  owner: Record<string, unknown>,
  path: string,
  field: string,
  allowed: readonly string[],
): void {
  const value = owner[field];
  if (value !== undefined && !allowed.includes(value as string))
    report(`${path}.${field}`, FormMessage.schemaBadValue, { allowed: allowed.join(', ') });
}

function checkColSpec(report: Report, value: unknown, path: string): void {
  if (value === undefined) return;
  if (!isRecord(value)) return report(path, FormMessage.schemaWrongType, { expected: 'object' });
  for (const name of [...BREAKPOINTS, 'span']) {
    const span = value[name];
    if (span === undefined) continue;
    if (typeof span !== 'number' || span < 0 || span > 24)
      report(`${path}.${name}`, FormMessage.schemaBadValue, { allowed: '0-24' });
  }
}

function checkRules(report: Report, rules: unknown, path: string): void {
  if (rules === undefined) return;
  if (!Array.isArray(rules)) return report(path, FormMessage.schemaWrongType, { expected: 'array' });
  rules.forEach((rule, index) => {
    const at = `${path}[${index}]`;
    if (!isRecord(rule)) return report(at, FormMessage.schemaWrongType, { expected: 'object' });
    expectType(report, rule, at, 'message', 'string');
    if (index === 0) return expectType(report, rule, at, 'required', 'boolean');
    if (typeof rule.pattern !== 'string') return report(`${at}.pattern`, FormMessage.schemaMissing);
    try {
      new RegExp(rule.pattern);
    } catch {
      report(`${at}.pattern`, FormMessage.schemaBadValue, { allowed: 'RegExp' });
    }
  });
}

function checkOptions(report: Report, options: unknown, path: string): void {
  if (options === undefined) return;
  if (!isRecord(options)) return report(path, FormMessage.schemaWrongType, { expected: 'object' });
  for (const field of ['min', 'max', 'precision', 'maxLength'])
    expectType(report, options, path, field, 'number', true);
  for (const field of ['limit', 'minLimit', 'scrollY', 'step'])
    expectType(report, options, path, field, 'number');
  for (const field of ['hidden', 'disabled', 'multiple', 'dynamic', 'range', 'showTime', 'hideSequence'])
    expectType(report, options, path, field, 'boolean');
  const items = options.options;
  if (items !== undefined && !Array.isArray(items))
    report(`${path}.options`, FormMessage.schemaWrongType, { expected: 'array' });
  if (Array.isArray(items)) {
    items.forEach((item, index) => {
      if (!isRecord(item) || !('value' in item))
        report(`${path}.options[${index}]`, FormMessage.schemaMissing, { field: 'value' });
    });
  }
}

interface Walker {
  report: Report;
  keys: Map<string, string>;
  options: SchemaOptions;
}

function checkList(walker: Walker, list: unknown, path: string): void {
  if (!Array.isArray(list)) return walker.report(path, FormMessage.schemaWrongType, { expected: 'array' });
  list.forEach((control, index) => checkControl(walker, control, `${path}[${index}]`));
}

function checkColumns(
  walker: Walker,
  control: Record<string, unknown>,
  path: string,
  kind: 'grid' | 'tabs',
): void {
  const columns = control.columns;
  if (!Array.isArray(columns))
    return walker.report(`${path}.columns`, FormMessage.schemaMissing, { field: 'columns' });
  columns.forEach((column, index) => {
    const at = `${path}.columns[${index}]`;
    if (!isRecord(column)) return walker.report(at, FormMessage.schemaWrongType, { expected: 'object' });
    if (kind === 'grid' && (typeof column.span !== 'number' || column.span < 0 || column.span > 24)) {
      walker.report(`${at}.span`, FormMessage.schemaBadValue, { allowed: '0-24' });
    }
    if (kind === 'tabs') expectType(walker.report, column, at, 'label', 'string');
    checkList(walker, column.list, `${at}.list`);
  });
}

function checkTable(walker: Walker, control: Record<string, unknown>, path: string): void {
  if (!Array.isArray(control.trs))
    return walker.report(`${path}.trs`, FormMessage.schemaMissing, { field: 'trs' });
  control.trs.forEach((row, r) => {
    const at = `${path}.trs[${r}]`;
    if (!isRecord(row) || !Array.isArray(row.tds))
      return walker.report(`${at}.tds`, FormMessage.schemaMissing, { field: 'tds' });
    row.tds.forEach((cell, c) => {
      const cellPath = `${at}.tds[${c}]`;
      if (!isRecord(cell))
        return walker.report(cellPath, FormMessage.schemaWrongType, { expected: 'object' });
      for (const span of ['colspan', 'rowspan']) {
        const value = cell[span];
        if (value !== undefined && (typeof value !== 'number' || value < 0))
          walker.report(`${cellPath}.${span}`, FormMessage.schemaBadValue, { allowed: '>= 0' });
      }
      checkList(walker, cell.list, `${cellPath}.list`);
    });
  });
}

function checkControl(walker: Walker, control: unknown, path: string): void {
  const { report } = walker;
  if (!isRecord(control)) return report(path, FormMessage.schemaWrongType, { expected: 'object' });
  if (typeof control.type !== 'string') report(`${path}.type`, FormMessage.schemaMissing, { field: 'type' });
  else if (!(CONTROL_TYPES as readonly string[]).includes(control.type))
    report(`${path}.type`, FormMessage.schemaUnknownType, { type: control.type });
  if (typeof control.key !== 'string' || (!walker.options.allowEmptyKeys && control.key === '')) {
    report(`${path}.key`, FormMessage.schemaMissing, { field: 'key' });
  } else if (control.key !== '') {
    const seen = walker.keys.get(control.key);
    if (seen) report(`${path}.key`, FormMessage.schemaDuplicateKey, { key: control.key, other: seen });
    else walker.keys.set(control.key, path);
  }
  expectType(report, control, path, 'label', 'string');
  expectType(report, control, path, 'model', 'string');
  checkRules(report, control.rules, `${path}.rules`);
  checkOptions(report, control.options, `${path}.options`);
  switch (control.type) {
    case 'grid':
      return checkColumns(walker, control, path, 'grid');
    case 'tabs':
    case 'selectInputList':
      return checkColumns(walker, control, path, 'tabs');
    case 'table':
      return checkTable(walker, control, path);
    case 'card':
    case 'batch':
      return checkList(walker, control.list ?? [], `${path}.list`);
    default:
      if (control.list !== undefined) checkList(walker, control.list, `${path}.list`);
  }
}

function checkConfig(report: Report, config: unknown): void {
  const path = '$.config';
  if (!isRecord(config)) return report(path, FormMessage.schemaMissing, { field: 'config' });
  expectEnum(report, config, path, 'layout', ['horizontal', 'vertical', 'inline']);
  expectEnum(report, config, path, 'labelLayout', ['flex', 'grid']);
  checkColSpec(report, config.labelCol, `${path}.labelCol`);
  checkColSpec(report, config.wrapperCol, `${path}.wrapperCol`);
  expectType(report, config, path, 'labelWidth', 'number');
  expectType(report, config, path, 'hideRequiredMark', 'boolean');
  expectType(report, config, path, 'customStyle', 'string');
  expectType(report, config, path, 'submitHiddenValues', 'boolean');
  for (const [field, check] of [
    ['formEvents', checkFormEvent],
    ['hideRules', checkHideRule],
  ] as const) {
    const items = config[field];
    if (items === undefined) continue;
    if (!Array.isArray(items)) report(`${path}.${field}`, FormMessage.schemaWrongType, { expected: 'array' });
    else items.forEach((item, index) => check(report, item, `${path}.${field}[${index}]`));
  }
}

/** All problems of a form document `{ list, config }`; empty when it is well formed. */
export function checkFormDocument(value: unknown): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const report: Report = (path, messageKey, params) =>
    issues.push(params ? { path, messageKey, params } : { path, messageKey });
  if (!isRecord(value)) return [{ path: '$', messageKey: FormMessage.schemaNotObject }];
  checkList({ report, keys: new Map(), options: {} }, value.list, '$.list');
  checkConfig(report, value.config);
  return issues;
}

/** Problems of a bare control list (e.g. the designer palette's default schemas). */
export function checkControlList(value: unknown, options: SchemaOptions = {}): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const report: Report = (path, messageKey, params) =>
    issues.push(params ? { path, messageKey, params } : { path, messageKey });
  checkList({ report, keys: new Map(), options }, value, '$');
  return issues;
}
