/** Shared shapes of the flow importers. */
import type { IdGenerator } from '../ids';
import type { FlowMessageKey, MessageParams, Translate } from '../messages';
import type { FlowNode, FlowSettings } from '../types';

/** Something the importer could not carry over exactly; `path` points into the source JSON. */
export interface ImportWarning {
  path: string;
  messageKey: FlowMessageKey;
  params?: MessageParams;
}

export type ImportSource = 'workflowVue3' | 'flowlong' | 'wflow' | 'bpmn';

/** One line of the import report: `subject` names the source node (and field) it is about. */
export interface ReportLine {
  path: string;
  subject: string;
  messageKey?: FlowMessageKey;
  params?: MessageParams;
}

/** What an import did: nodes converted as they were, approximated (and why), left out (and why). */
export interface ImportReport {
  converted: ReportLine[];
  approximated: ReportLine[];
  leftOut: ReportLine[];
}

export type ImportResult =
  | {
      ok: true;
      source: ImportSource;
      tree: FlowNode;
      warnings: ImportWarning[];
      report: ImportReport;
      name?: string;
      /** Flow settings, when the source carries them (our own BPMN exports). */
      settings?: FlowSettings;
    }
  | { ok: false; errorKey: FlowMessageKey };

export interface ImportOptions {
  /** Names of nodes the importer has to create (default branches, merge nodes). */
  t: Translate;
  /** Ids for nodes without one; by default 9 random digits + timestamp, unique within the tree. */
  newId?: IdGenerator;
}

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** Collects warnings (and the nodes converted as they were) while an importer walks the source. */
export class WarningLog {
  readonly warnings: ImportWarning[] = [];
  readonly converted: { path: string; name: string }[] = [];

  add(path: string, messageKey: FlowMessageKey, params?: MessageParams): void {
    this.warnings.push(params ? { path, messageKey, params } : { path, messageKey });
  }

  convert(path: string, name: string): void {
    this.converted.push({ path, name });
  }
}
