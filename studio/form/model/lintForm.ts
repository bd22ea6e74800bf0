/**
 * Problems in a form document worth showing before save. Pure.
 */
import { allControls } from '@shared/form';
import type { FormControl, FormDocument as FormDocumentData } from '@shared/form';
import { CONTROL_TYPE_INFO } from './controlTypes';
import type { Message } from './messages';
import { MessageKey } from './messages';

export interface FormProblem extends Message {
  /** The control concerned, when there is one. */
  controlKey?: string;
}

function duplicates(controls: FormControl[], pick: (control: FormControl) => string | undefined): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const control of controls) {
    const value = pick(control);
    if (!value) continue;
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

export function lintForm(document: FormDocumentData): FormProblem[] {
  const controls = allControls(document.list);
  const known = new Set(controls.flatMap((control) => [control.key, control.model ?? ''].filter(Boolean)));
  const problems: FormProblem[] = [];
  for (const key of duplicates(controls, (control) => control.key))
    problems.push({ key: MessageKey.lintDuplicateKey, params: { key } });
  for (const model of duplicates(controls, (control) => control.model)) {
    problems.push({ key: MessageKey.lintDuplicateModel, params: { model } });
  }
  for (const control of controls) {
    const info = CONTROL_TYPE_INFO[control.type];
    const options = control.options ?? {};
    if (
      info?.hasChoices &&
      !options.dynamic &&
      !(Array.isArray(options.options) && options.options.length > 0)
    ) {
      problems.push({
        key: MessageKey.lintNoOptions,
        params: { label: control.label || control.key },
        controlKey: control.key,
      });
    }
  }
  for (const rule of document.config.hideRules ?? []) {
    const fields = [...rule.conditions.map((condition) => condition.field), ...rule.showKeys];
    for (const field of new Set(fields)) {
      if (field && !known.has(field))
        problems.push({ key: MessageKey.lintHideRuleMissingField, params: { field } });
    }
  }
  for (const event of document.config.formEvents ?? []) {
    const name = event.name || event.uuid;
    if (event.triggerParam && event.triggerParam !== 'init' && !known.has(event.triggerParam)) {
      problems.push({ key: MessageKey.lintEventTriggerMissing, params: { name, field: event.triggerParam } });
    }
    for (const mapping of event.responseFields ?? []) {
      if (mapping.field && !known.has(mapping.field)) {
        problems.push({ key: MessageKey.lintEventMissingField, params: { name, field: mapping.field } });
      }
    }
  }
  return problems;
}
