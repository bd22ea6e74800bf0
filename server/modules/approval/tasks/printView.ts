/**
 * Print data of an instance (workflow spec §2.6 "print template"): the form values with their labels, the
 * process dynamics with the handwritten signatures, and the flow's print template (default, or the custom HTML
 * template cleaned again on the way out). The browser lays it out on A4 and prints.
 */
import { collectDataFields, dataKey } from '@shared/form';
import type { FormDocument } from '@shared/form';
import { sanitizePrintTemplate } from '@shared/approval/printTemplate';
import type { PrintDataRow } from '@shared/api/modules/approval';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { settingsOf } from '../../../engine/run';
import { visibleData } from '../forms/formRules';
import { engineStateOf, frozenVersion, readInstance } from './instanceStore';
import { instanceInfo, type ReaderCaller } from './taskView';
import { displayValue, privilegesFor } from './readerView';

const fieldsOf = (documents: readonly FormDocument[], data: Record<string, unknown>) => {
  const seen = new Set<string>();
  const fields: PrintDataRow['fields'] = [];
  for (const document of documents)
    for (const control of collectDataFields(document)) {
      const key = dataKey(control);
      if (seen.has(key) || !(key in data)) continue;
      seen.add(key);
      fields.push({ key, label: control.label || key, value: displayValue(control, data[key]) });
    }
  return fields;
};

export const printData = async (
  deps: AppDeps,
  caller: ReaderCaller,
  instanceId: string,
  isManager: boolean,
): Promise<PrintDataRow> => {
  const info = await instanceInfo(deps, caller, instanceId, isManager);
  const row = await readInstance(deps.db, caller.session.merchantId, instanceId);
  if (!row) throw notFound();
  const state = engineStateOf(row);
  const forms = await frozenVersion(deps.db, row.versionId);
  const data = visibleData(forms.documents, privilegesFor(state, caller.session.userId), state.formData);
  const settings = settingsOf(state.settings);
  const isCustom = settings.printTemplate === 'custom' && (settings.customPrintTemplate ?? '').trim() !== '';
  return {
    info,
    initiatorName: state.initiator.userName,
    fields: fieldsOf(forms.documents, data),
    template: isCustom ? 'custom' : 'default',
    customTemplate: isCustom ? sanitizePrintTemplate(settings.customPrintTemplate ?? '') : '',
  };
};
