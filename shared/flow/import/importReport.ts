/**
 * The import report: every warning sorted into "approximated" or "left out", each line naming the source
 * node (and the field, for conditions) it is about, plus the nodes converted as they were.
 */
import type { FlowMessageKey } from '../messages';
import type { ImportReport, ImportWarning, ReportLine, UnknownRecord, WarningLog } from './importTypes';
import { asString, isRecord } from './importTypes';

/** Warnings whose node or setting is still there in another form; every other warning left something out. */
const APPROXIMATED = new Set<FlowMessageKey>([
  'import.defaultBranchAdded',
  'import.examineModeAdjusted',
  'import.duplicateId',
  'import.inclusiveAsCondition',
  'import.routePlaceholder',
  'import.emptyAssigneeToAdmin',
]);

export function isApproximation(warning: ImportWarning): boolean {
  return APPROXIMATED.has(warning.messageKey);
}

/** `a.b[2].c` → `['a', 'b', 2, 'c']`. */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) continue;
    if (match[1]) segments.push(match[1]);
    for (const index of match[2]?.match(/\d+/g) ?? []) segments.push(Number(index));
  }
  return segments;
}

const NODE_NAME_FIELDS = ['nodeName', 'name'];
const FIELD_NAME_FIELDS = ['showName', 'label', 'title', 'columnDbname', 'field'];

function firstText(record: UnknownRecord, fields: string[]): string {
  for (const field of fields) {
    const text = asString(record[field]).trim();
    if (text !== '') return text;
  }
  return '';
}

/** "Node" or "Node › Field": the nearest named node on the path, and the condition field below it. */
export function subjectAt(base: UnknownRecord, path: string): string {
  let value: unknown = base;
  let node = '';
  let field = '';
  for (const segment of pathSegments(path)) {
    value = Array.isArray(value) || isRecord(value) ? (value as Record<string, unknown>)[segment] : undefined;
    if (!isRecord(value)) continue;
    const nodeName = firstText(value, NODE_NAME_FIELDS);
    if ('type' in value && nodeName !== '' && !('field' in value)) {
      node = nodeName;
      field = '';
    } else {
      field = firstText(value, FIELD_NAME_FIELDS) || field;
    }
  }
  return [node, field].filter((text) => text !== '').join(' › ');
}

/** Builds the report of one import; `base` holds the source under the root path's first segment. */
export function buildReport(log: WarningLog, base: UnknownRecord): ImportReport {
  const line = (warning: ImportWarning): ReportLine => ({
    ...warning,
    subject: subjectAt(base, warning.path) || warning.path,
  });
  return {
    converted: log.converted.map(({ path, name }) => ({ path, subject: name || path })),
    approximated: log.warnings.filter(isApproximation).map(line),
    leftOut: log.warnings.filter((warning) => !isApproximation(warning)).map(line),
  };
}
