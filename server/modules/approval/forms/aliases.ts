/**
 * Field aliases of a form (workflow spec §7 field alias list and update; §2.5 data push): the name each data
 * field is pushed under. Every query is scoped by the session's tenant.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FieldAliasRow } from '@shared/api/modules/approval';
import { collectDataFields, dataKey } from '@shared/form';
import { wfFieldAliases, wfForms, wfProcesses } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { invalid } from '../../../http/errors';
import { checkAliasItems, type AliasItem } from './aliasRules';
import { parseFormDocument } from './formRules';
import { findForm } from './service';

const dataFieldsOf = (jsonContent: string) => {
  const document = parseFormDocument(jsonContent);
  return document ? collectDataFields(document) : [];
};

const aliasesOfForm = (deps: AppDeps, merchantId: string, formId: string) =>
  deps.db
    .select()
    .from(wfFieldAliases)
    .where(and(eq(wfFieldAliases.merchantId, merchantId), eq(wfFieldAliases.formId, formId)));

/** The data fields of a form with their aliases ('' where none is set). */
export const aliasList = async (
  deps: AppDeps,
  session: SessionContext,
  formId: string,
): Promise<FieldAliasRow[]> => {
  const form = await findForm(deps, session.merchantId, formId);
  const byKey = new Map(
    (await aliasesOfForm(deps, session.merchantId, form.id)).map((row) => [row.fieldKey, row.alias]),
  );
  return dataFieldsOf(form.jsonContent).map((control) => ({
    fieldKey: control.key,
    model: dataKey(control),
    fieldLabel: control.label,
    fieldType: control.type,
    alias: byKey.get(control.key) ?? '',
  }));
};

/** Replaces the aliases of a form in one transaction, after checking every item (nothing is half applied). */
export const aliasUpdate = async (
  deps: AppDeps,
  session: SessionContext,
  body: { formId: string; items: AliasItem[] },
) => {
  const form = await findForm(deps, session.merchantId, body.formId);
  const fields = dataFieldsOf(form.jsonContent).map((control) => ({
    fieldKey: control.key,
    model: dataKey(control),
  }));
  // Fields not named keep their alias; the check sees the form as it will be.
  const kept = (await aliasesOfForm(deps, session.merchantId, form.id))
    .filter((row) => !body.items.some((item) => item.fieldKey === row.fieldKey))
    .filter((row) => fields.some((field) => field.fieldKey === row.fieldKey));
  const items = [...body.items, ...kept.map((row) => ({ fieldKey: row.fieldKey, alias: row.alias }))];
  const problem = checkAliasItems(fields, items);
  if (problem) throw invalid(problem.field, problem.reasonKey, problem.params);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(wfFieldAliases)
      .where(and(eq(wfFieldAliases.merchantId, session.merchantId), eq(wfFieldAliases.formId, form.id)));
    const rows = items.filter((item) => item.alias.trim() !== '');
    if (rows.length > 0)
      await tx.insert(wfFieldAliases).values(
        rows.map((item) => ({
          formId: form.id,
          fieldKey: item.fieldKey,
          merchantId: session.merchantId,
          alias: item.alias.trim(),
        })),
      );
  });
};

/** Alias by data key over the forms a template binds now: the names its pushes use when nothing is mapped. */
export const aliasesOfProcess = async (
  deps: AppDeps,
  merchantId: string,
  processId: string,
): Promise<Map<string, string>> => {
  const [process] = await deps.db
    .select({ formIds: wfProcesses.formIds })
    .from(wfProcesses)
    .where(and(eq(wfProcesses.merchantId, merchantId), eq(wfProcesses.id, processId)));
  const formIds = process?.formIds ?? [];
  if (formIds.length === 0) return new Map();
  const aliases = await deps.db
    .select()
    .from(wfFieldAliases)
    .where(and(eq(wfFieldAliases.merchantId, merchantId), inArray(wfFieldAliases.formId, formIds)));
  if (aliases.length === 0) return new Map();
  const forms = await deps.db
    .select({ id: wfForms.id, jsonContent: wfForms.jsonContent })
    .from(wfForms)
    .where(and(eq(wfForms.merchantId, merchantId), inArray(wfForms.id, formIds)));
  const byModel = new Map<string, string>();
  for (const form of forms) {
    const aliasOf = new Map(
      aliases.filter((row) => row.formId === form.id).map((row) => [row.fieldKey, row.alias]),
    );
    for (const control of dataFieldsOf(form.jsonContent)) {
      const alias = aliasOf.get(control.key);
      if (alias) byModel.set(dataKey(control), alias);
    }
  }
  return byModel;
};
