/** Structural checks of front-end events and hide rules inside `config`. */
import { HIDE_OPERATORS } from './types';
import { FormMessage } from './messages';

type Report = (path: string, messageKey: string, params?: Record<string, unknown>) => void;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nameValueList(report: Report, value: unknown, path: string): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) return report(path, FormMessage.schemaWrongType, { expected: 'array' });
  value.forEach((row, index) => {
    if (!isRecord(row) || typeof row.name !== 'string')
      report(`${path}[${index}].name`, FormMessage.schemaMissing, { field: 'name' });
  });
}

export function checkFormEvent(report: Report, event: unknown, path: string): void {
  if (!isRecord(event)) return report(path, FormMessage.schemaWrongType, { expected: 'object' });
  if (typeof event.triggerParam !== 'string' || event.triggerParam === '')
    report(`${path}.triggerParam`, FormMessage.schemaMissing, { field: 'triggerParam' });
  if (event.requestMethod !== 'GET' && event.requestMethod !== 'POST')
    report(`${path}.requestMethod`, FormMessage.schemaBadValue, { allowed: 'GET, POST' });
  if (typeof event.requestUrl !== 'string')
    report(`${path}.requestUrl`, FormMessage.schemaMissing, { field: 'requestUrl' });
  if (event.requestHeaders !== undefined) {
    if (!isRecord(event.requestHeaders))
      report(`${path}.requestHeaders`, FormMessage.schemaWrongType, { expected: 'object' });
    else {
      nameValueList(report, event.requestHeaders.headers, `${path}.requestHeaders.headers`);
      nameValueList(report, event.requestHeaders.bodys, `${path}.requestHeaders.bodys`);
    }
  }
  const fields = event.responseFields;
  if (fields === undefined) return;
  if (!Array.isArray(fields))
    return report(`${path}.responseFields`, FormMessage.schemaWrongType, { expected: 'array' });
  fields.forEach((field, index) => {
    const at = `${path}.responseFields[${index}]`;
    if (!isRecord(field)) return report(at, FormMessage.schemaWrongType, { expected: 'object' });
    if (typeof field.field !== 'string') report(`${at}.field`, FormMessage.schemaMissing, { field: 'field' });
    if (typeof field.value !== 'string') report(`${at}.value`, FormMessage.schemaMissing, { field: 'value' });
  });
}

export function checkHideRule(report: Report, rule: unknown, path: string): void {
  if (!isRecord(rule)) return report(path, FormMessage.schemaWrongType, { expected: 'object' });
  if (rule.range !== 'all' && rule.range !== 'any')
    report(`${path}.range`, FormMessage.schemaBadValue, { allowed: 'all, any' });
  if (!Array.isArray(rule.showKeys) || rule.showKeys.some((key) => typeof key !== 'string')) {
    report(`${path}.showKeys`, FormMessage.schemaWrongType, { expected: 'string[]' });
  }
  if (!Array.isArray(rule.conditions))
    return report(`${path}.conditions`, FormMessage.schemaWrongType, { expected: 'array' });
  rule.conditions.forEach((condition, index) => {
    const at = `${path}.conditions[${index}]`;
    if (!isRecord(condition)) return report(at, FormMessage.schemaWrongType, { expected: 'object' });
    if (typeof condition.field !== 'string')
      report(`${at}.field`, FormMessage.schemaMissing, { field: 'field' });
    if (!(HIDE_OPERATORS as readonly string[]).includes(condition.operator as string)) {
      report(`${at}.operator`, FormMessage.schemaBadValue, { allowed: HIDE_OPERATORS.join(', ') });
    }
  });
}
