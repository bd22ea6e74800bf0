/** Entry point of flow import: detects the source shape and maps it to our node tree. */
import { createIdGenerator } from '../ids';
import type { ImportOptions, ImportResult, UnknownRecord } from './importTypes';
import { WarningLog, asString, isRecord } from './importTypes';
import { isFieldCatalogue } from './fieldCatalogue';
import { buildReport } from './importReport';
import { fillDisplayText } from './displayText';
import { WflowImporter } from './wflow';
import { WorkflowVue3Importer } from './workflowVue3';

function parse(input: unknown): { value: unknown } | undefined {
  if (typeof input !== 'string') return { value: input };
  try {
    return { value: JSON.parse(input) as unknown };
  } catch {
    return undefined;
  }
}

/** Every string `id` in the source, so generated ids never collide with kept ones. */
function sourceIds(value: unknown, into = new Set<string>(), depth = 0): Set<string> {
  if (depth > 2000) return into;
  if (Array.isArray(value)) value.forEach((item) => sourceIds(item, into, depth + 1));
  else if (isRecord(value)) {
    if (typeof value.id === 'string') into.add(value.id);
    Object.values(value).forEach((item) => sourceIds(item, into, depth + 1));
  }
  return into;
}

function vue3Root(value: UnknownRecord): UnknownRecord | undefined {
  const data = isRecord(value.data) ? value.data : value;
  return isRecord(data.nodeConfig) && typeof data.nodeConfig.type === 'number' ? data.nodeConfig : undefined;
}

/** flowlong documents carry a process `key` and node keys; Workflow-Vue3 ones have neither. */
function isFlowlong(value: UnknownRecord, root: UnknownRecord): boolean {
  return typeof value.key === 'string' || typeof root.nodeKey === 'string' || 'nodeAssigneeList' in root;
}

function wflowRoot(value: UnknownRecord): UnknownRecord | undefined {
  const process = isRecord(value.process) ? value.process : value;
  return asString(process.type) === 'ROOT' ? process : undefined;
}

/**
 * Imports Workflow-Vue3 JSON (`{ data: { nodeConfig } }` or `{ nodeConfig }`), flowlong JSON
 * (`{ key, name, nodeConfig }`) or wflow JSON
 * (`{ process }` or the ROOT node itself), given as text or parsed. Never throws: bad input gives
 * `{ ok: false, errorKey }`. A result carries its report: converted, approximated and left-out lines.
 */
export function importFlow(input: unknown, options: ImportOptions): ImportResult {
  const parsed = parse(input);
  if (!parsed) return { ok: false, errorKey: 'import.invalidJson' };
  const value = parsed.value;
  if (!isRecord(value)) return { ok: false, errorKey: 'import.unknownShape' };
  if (isFieldCatalogue(value)) return { ok: false, errorKey: 'import.fieldCatalogue' };
  const log = new WarningLog();
  const ctx = { t: options.t, newId: options.newId ?? createIdGenerator({}, sourceIds(value)) };
  try {
    const vue3 = vue3Root(value);
    if (vue3) {
      const tree = new WorkflowVue3Importer(ctx, log).chain(vue3, '', 'nodeConfig');
      if (!tree) return { ok: false, errorKey: 'import.unknownShape' };
      const data = isRecord(value.data) ? value.data : value;
      const flowlong = isFlowlong(data, vue3);
      const name = flowlong
        ? asString(data.name)
        : isRecord(data.workFlowDef)
          ? asString(data.workFlowDef.name)
          : '';
      fillDisplayText(tree, options.t);
      const report = buildReport(log, { nodeConfig: vue3 });
      const source = flowlong ? 'flowlong' : 'workflowVue3';
      return { ok: true, source, tree, warnings: log.warnings, report, ...(name ? { name } : {}) };
    }
    const wflow = wflowRoot(value);
    if (wflow) {
      const tree = new WflowImporter(ctx, log).chain(wflow, '', 'process');
      if (!tree) return { ok: false, errorKey: 'import.unknownShape' };
      fillDisplayText(tree, options.t);
      const report = buildReport(log, { process: wflow });
      return { ok: true, source: 'wflow', tree, warnings: log.warnings, report };
    }
  } catch {
    // Pathological input (e.g. nesting deep enough to exhaust the stack) is reported, never thrown.
    return { ok: false, errorKey: 'import.unknownShape' };
  }
  return { ok: false, errorKey: 'import.unknownShape' };
}
