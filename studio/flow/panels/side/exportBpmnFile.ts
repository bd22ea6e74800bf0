/**
 * Saves the flow being designed as a BPMN 2.0 file (`<flow name>.bpmn`): the tree as it would be saved, its
 * settings and its name. The BPMN library is loaded on demand, so it stays out of the designer's bundle.
 */
import { syncTreePrivileges } from '@shared/flow/privileges';
import { toModelContent } from '@shared/flow/modelContent';
import type { FlowFormField } from '@shared/flow/types';
import { download } from '../../canvas/exportFlowImage';
import type { FlowDocument } from '../../model/FlowDocument';
import { exportFileName } from '../../model/editor';

export async function exportBpmnFile(
  doc: FlowDocument,
  fields: readonly FlowFormField[],
  fallbackName: string,
): Promise<void> {
  const { exportBpmn } = await import('@shared/flow/bpmn');
  const tree = toModelContent(syncTreePrivileges(doc.root, fields));
  const xml = await exportBpmn({ name: doc.basicInfo.name, tree, settings: doc.settings });
  download(
    new Blob([xml], { type: 'application/xml' }),
    exportFileName(doc.basicInfo.name, fallbackName, 'bpmn'),
  );
}
