/**
 * Runs a flow import of the chosen format on the designer's document: flow JSON (Workflow-Vue3, flowlong, wflow)
 * or BPMN 2.0 XML (loaded on demand, so the BPMN library stays out of the designer's bundle). The imported tree
 * replaces the flow; settings carried by the file (our own BPMN exports) replace the flow settings.
 */
import { importFlow } from '@shared/flow/import';
import type { ImportReport, ImportResult } from '@shared/flow/import';
import type { FlowMessageKey, Translate } from '@shared/flow/messages';
import type { FlowDocument } from '../../model/FlowDocument';
import { replaceFlowCommand, setFlowSettingsCommand } from '../../model/commands';

export type ImportFormat = 'json' | 'bpmn';

export type ImportOutcome =
  { kind: 'error'; messageKey: FlowMessageKey } | { kind: 'done'; report: ImportReport };

async function read(format: ImportFormat, text: string, t: Translate): Promise<ImportResult> {
  if (format === 'bpmn') {
    const { importBpmn } = await import('@shared/flow/bpmn');
    return importBpmn(text, { t });
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { ok: false, errorKey: 'import.invalidJson' };
  }
  return importFlow(input, { t });
}

export async function runImport(
  doc: FlowDocument,
  format: ImportFormat,
  text: string,
): Promise<ImportOutcome> {
  const result = await read(format, text, doc.t);
  if (!result.ok) return { kind: 'error', messageKey: result.errorKey };
  doc.run(replaceFlowCommand(doc, result.tree));
  if (result.settings) doc.run(setFlowSettingsCommand(doc, result.settings));
  return { kind: 'done', report: result.report };
}
