/** Form definitions (workflow spec §3 "Form definition", §7); field aliases live in `aliases.ts`. */
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FormConfigData } from '@shared/api/modules/approval';
import { checkFormDocument, collectDataFields } from '@shared/form';
import { wfFieldAliases, wfForms, wfProcesses } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { business, invalid, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { parseFormDocument } from './formRules';
import { MAX_DOCUMENT_DEPTH, jsonNestsDeeperThan } from '@shared/json/depth';

type FormRecord = typeof wfForms.$inferSelect;

const toConfig = (f: FormRecord): FormConfigData => ({
  id: f.id,
  formName: f.formName,
  jsonContent: f.jsonContent,
  remark: f.remark,
  updateTime: f.updatedAt.getTime(),
});

export const findForm = async (deps: AppDeps, merchantId: string, id: string): Promise<FormRecord> => {
  const [row] = await deps.db
    .select()
    .from(wfForms)
    .where(and(eq(wfForms.id, id), eq(wfForms.merchantId, merchantId)));
  if (!row) throw notFound();
  return row;
};

export const formDetail = async (deps: AppDeps, session: SessionContext, id: string) =>
  toConfig(await findForm(deps, session.merchantId, id));

export const processFormDetail = async (deps: AppDeps, session: SessionContext, processId: string) => {
  const [process] = await deps.db
    .select()
    .from(wfProcesses)
    .where(
      and(
        eq(wfProcesses.id, processId),
        eq(wfProcesses.merchantId, session.merchantId),
        eq(wfProcesses.isDeleted, false),
      ),
    );
  if (!process) throw notFound();
  const rows =
    process.formIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(wfForms)
          .where(and(eq(wfForms.merchantId, session.merchantId), inArray(wfForms.id, process.formIds)));
  const forms = process.formIds.flatMap((id) => rows.filter((r) => r.id === id)).map(toConfig);
  const first = forms[0];
  return {
    id: first?.id ?? '',
    formName: first?.formName ?? '',
    jsonContent: first?.jsonContent ?? '',
    displayMode: process.displayMode,
    forms,
  };
};

/** Checks the document: parsable and structurally valid (first schema issue reported). */
const checkDocument = (jsonContent: string) => {
  if (jsonNestsDeeperThan(jsonContent, MAX_DOCUMENT_DEPTH))
    throw invalid('jsonContent', 'nestedTooDeep', { limit: MAX_DOCUMENT_DEPTH });
  const document = parseFormDocument(jsonContent);
  if (!document) throw invalid('jsonContent', 'approval:error.formJson');
  const issues = checkFormDocument(JSON.parse(jsonContent) as unknown);
  const issue = issues[0];
  if (issue) throw invalid('jsonContent', 'approval:error.formSchema', { path: issue.path });
};

export const saveForm = async (
  deps: AppDeps,
  session: SessionContext,
  body: { id?: string; formName: string; jsonContent: string; remark?: string },
) => {
  checkDocument(body.jsonContent);
  const now = deps.now();
  if (body.id) {
    const current = await findForm(deps, session.merchantId, body.id);
    await deps.db
      .update(wfForms)
      .set({
        formName: body.formName,
        jsonContent: body.jsonContent,
        remark: body.remark ?? current.remark,
        updatedAt: now,
      })
      .where(eq(wfForms.id, current.id));
    return { id: current.id };
  }
  const id = generateId(now);
  await deps.db.insert(wfForms).values({
    id,
    merchantId: session.merchantId,
    formName: body.formName,
    jsonContent: body.jsonContent,
    remark: body.remark ?? '',
    createBy: session.userId,
    createdAt: now,
    updatedAt: now,
  });
  return { id };
};

export const formPage = async (
  deps: AppDeps,
  session: SessionContext,
  query: { pageNum?: number; limit?: number; formName?: string },
) => {
  const pageNum = query.pageNum ?? 1;
  const limit = query.limit ?? 10;
  const where = and(
    eq(wfForms.merchantId, session.merchantId),
    query.formName ? ilike(wfForms.formName, `%${query.formName}%`) : undefined,
  );
  const [total] = await deps.db.select({ n: count() }).from(wfForms).where(where);
  const rows = await deps.db
    .select()
    .from(wfForms)
    .where(where)
    .orderBy(desc(wfForms.updatedAt), desc(wfForms.id))
    .limit(limit)
    .offset((pageNum - 1) * limit);
  return {
    total: total?.n ?? 0,
    rows: rows.map((f) => ({
      id: f.id,
      formName: f.formName,
      remark: f.remark,
      updateTime: f.updatedAt.getTime(),
      fieldCount: (() => {
        const d = parseFormDocument(f.jsonContent);
        return d ? collectDataFields(d).length : 0;
      })(),
    })),
  };
};

export const removeForm = async (deps: AppDeps, session: SessionContext, id: string) => {
  const form = await findForm(deps, session.merchantId, id);
  const processes = await deps.db
    .select({ name: wfProcesses.processName, formIds: wfProcesses.formIds })
    .from(wfProcesses)
    .where(and(eq(wfProcesses.merchantId, session.merchantId), eq(wfProcesses.isDeleted, false)));
  const user = processes.find((p) => p.formIds.includes(form.id));
  if (user) throw business('approval:error.formInUse', { name: user.name });
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(wfFieldAliases)
      .where(and(eq(wfFieldAliases.merchantId, session.merchantId), eq(wfFieldAliases.formId, form.id)));
    await tx.delete(wfForms).where(and(eq(wfForms.merchantId, session.merchantId), eq(wfForms.id, form.id)));
  });
};
