/** Flow definitions: save, list, delete, publish (workflow spec §2.6, §3, §7). */
import { ProcessStatus } from '@shared/approval/states';
import { and, asc, count, desc, eq, ilike, inArray, gt } from 'drizzle-orm';
import type { ProcessDetailData, ProcessRowData, ProcessSaveBody } from '@shared/api/modules/approval';
import { loadModelContent, toModelContent, validateFlow } from '@shared/flow';
import { defaultFlowSettings } from '@shared/flow/types';
import type { FlowNode } from '@shared/flow';
import { ResultCode } from '@shared/api/codes';
import { wfForms, wfProcesses, wfProcessVersions } from '../../../db/schema';
import type { Db } from '../../../db/database';
import type { AppDeps, SessionContext } from '../../../http/context';
import { AppError, business, invalid, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { checkTreeTenant } from './tenantPeople';
import { publisherOf } from './publisher';
import { MAX_DOCUMENT_DEPTH, jsonNestsDeeperThan } from '@shared/json/depth';
import { sanitizePrintTemplate } from '@shared/approval/printTemplate';

type ProcessRecord = typeof wfProcesses.$inferSelect;

/** Longest custom print template kept (characters). */
const MAX_PRINT_TEMPLATE = 100_000;

/** Settings as stored: the custom print template cleaned (spec §2.6), a non-text or oversize one refused. */
const cleanSettings = (settings: Record<string, unknown>): Record<string, unknown> => {
  const template = settings['customPrintTemplate'];
  if (template === undefined) return settings;
  if (typeof template !== 'string' || template.length > MAX_PRINT_TEMPLATE)
    throw invalid('settings.customPrintTemplate', 'approval:print.error.templateTooLong', {
      fieldKey: 'flow:settings.printTemplate',
      max: MAX_PRINT_TEMPLATE,
    });
  return { ...settings, customPrintTemplate: sanitizePrintTemplate(template) };
};

export const toRow = (p: ProcessRecord): ProcessRowData => ({
  id: p.id,
  processName: p.processName,
  processKey: p.processKey,
  processType: p.processType,
  icon: p.icon,
  description: p.description,
  formIds: p.formIds,
  status: p.version > 0 ? ProcessStatus.Published : ProcessStatus.Draft,
  version: p.version,
  hasDraftChanges: p.isDirty,
  efficiencyDiagnosis: p.settings['efficiencyDiagnosis'] === true,
  updateTime: p.updatedAt.getTime(),
});

/** Parses and cleans a saved tree; an invalid design is refused naming `modelContent`. */
export const parseTree = (modelContent: string): FlowNode => {
  // The tree walkers recurse along the node chain: refuse a hostile depth before any of them runs.
  if (jsonNestsDeeperThan(modelContent, MAX_DOCUMENT_DEPTH))
    throw invalid('modelContent', 'nestedTooDeep', { limit: MAX_DOCUMENT_DEPTH });
  const loaded = loadModelContent(modelContent);
  if (!loaded.ok) throw invalid('modelContent', `flow:${loaded.errorKey}`);
  return toModelContent(loaded.root);
};

export const findProcess = async (deps: AppDeps, merchantId: string, id: string): Promise<ProcessRecord> => {
  const [row] = await deps.db
    .select()
    .from(wfProcesses)
    .where(
      and(eq(wfProcesses.id, id), eq(wfProcesses.merchantId, merchantId), eq(wfProcesses.isDeleted, false)),
    );
  if (!row) throw notFound();
  return row;
};

const checkForms = async (deps: AppDeps, merchantId: string, formIds: string[] | undefined) => {
  if (!formIds || formIds.length === 0) return;
  const rows = await deps.db
    .select({ id: wfForms.id })
    .from(wfForms)
    .where(and(eq(wfForms.merchantId, merchantId), inArray(wfForms.id, formIds)));
  const known = new Set(rows.map((r) => r.id));
  const missing = formIds.find((id) => !known.has(id));
  if (missing) throw invalid('formIds', 'approval:error.formMissing', { id: missing });
};

const checkKey = async (deps: AppDeps, merchantId: string, key: string, exceptId?: string) => {
  const [row] = await deps.db
    .select({ id: wfProcesses.id })
    .from(wfProcesses)
    .where(and(eq(wfProcesses.merchantId, merchantId), eq(wfProcesses.processKey, key)));
  if (row && row.id !== exceptId) throw business('approval:error.keyExists', { key });
};

/** Parses the design of a save and checks every person, role, organisation and position it names is the tenant's. */
const checkedTree = async (
  deps: AppDeps,
  merchantId: string,
  modelContent: string | undefined,
): Promise<FlowNode | undefined> => {
  if (!modelContent) return undefined;
  const tree = parseTree(modelContent);
  await checkTreeTenant(deps.db, merchantId, tree);
  return tree;
};

const basicFields = (body: ProcessSaveBody, tree: FlowNode | undefined) => ({
  processName: body.processName,
  processType: body.processType,
  ...(body.icon !== undefined ? { icon: body.icon } : {}),
  ...(body.formIds !== undefined ? { formIds: body.formIds } : {}),
  ...(body.displayMode !== undefined ? { displayMode: body.displayMode } : {}),
  ...(body.managers !== undefined ? { managers: body.managers } : {}),
  ...(body.description !== undefined ? { description: body.description } : {}),
  ...(body.settings !== undefined ? { settings: cleanSettings(body.settings) } : {}),
  ...(tree ? { modelContent: JSON.stringify(tree) } : {}),
});

export const addProcess = async (deps: AppDeps, session: SessionContext, body: ProcessSaveBody) => {
  const now = deps.now();
  const id = generateId(now);
  const processKey = body.processKey?.trim() || `process_${id}`;
  await checkKey(deps, session.merchantId, processKey);
  await checkForms(deps, session.merchantId, body.formIds);
  const tree = await checkedTree(deps, session.merchantId, body.modelContent);
  await deps.db.insert(wfProcesses).values({
    id,
    merchantId: session.merchantId,
    processKey,
    createBy: session.userId,
    createdAt: now,
    updatedAt: now,
    ...basicFields(body, tree),
  });
  return { id };
};

export const updateProcess = async (
  deps: AppDeps,
  session: SessionContext,
  body: ProcessSaveBody & { id: string },
) => {
  const current = await findProcess(deps, session.merchantId, body.id);
  const processKey = body.processKey?.trim() || current.processKey;
  if (processKey !== current.processKey) await checkKey(deps, session.merchantId, processKey, current.id);
  await checkForms(deps, session.merchantId, body.formIds);
  const tree = await checkedTree(deps, session.merchantId, body.modelContent);
  await deps.db
    .update(wfProcesses)
    .set({ ...basicFields(body, tree), processKey, isDirty: true, updatedAt: deps.now() })
    .where(eq(wfProcesses.id, current.id));
};

export const saveJson = async (
  deps: AppDeps,
  session: SessionContext,
  body: { id: string; modelContent: string; settings?: Record<string, unknown> },
) => {
  const current = await findProcess(deps, session.merchantId, body.id);
  const tree = parseTree(body.modelContent);
  await checkTreeTenant(deps.db, session.merchantId, tree);
  await deps.db
    .update(wfProcesses)
    .set({
      modelContent: JSON.stringify(tree),
      ...(body.settings ? { settings: cleanSettings(body.settings) } : {}),
      isDirty: true,
      updatedAt: deps.now(),
    })
    .where(eq(wfProcesses.id, current.id));
};

export const processPage = async (
  deps: AppDeps,
  session: SessionContext,
  query: { pageNum?: number; limit?: number; processName?: string; processType?: string; published?: number },
  isManager: boolean,
) => {
  const pageNum = query.pageNum ?? 1;
  const limit = query.limit ?? 10;
  const where = and(
    eq(wfProcesses.merchantId, session.merchantId),
    eq(wfProcesses.isDeleted, false),
    query.processName ? ilike(wfProcesses.processName, `%${query.processName}%`) : undefined,
    query.processType ? eq(wfProcesses.processType, query.processType) : undefined,
    query.published === 1 || !isManager ? gt(wfProcesses.version, 0) : undefined,
  );
  const [total] = await deps.db.select({ n: count() }).from(wfProcesses).where(where);
  const rows = await deps.db
    .select()
    .from(wfProcesses)
    .where(where)
    .orderBy(asc(wfProcesses.processType), desc(wfProcesses.updatedAt), asc(wfProcesses.id))
    .limit(limit)
    .offset((pageNum - 1) * limit);
  return { total: total?.n ?? 0, rows: rows.map(toRow) };
};

export const processDetail = async (
  deps: AppDeps,
  session: SessionContext,
  id: string,
): Promise<ProcessDetailData> => {
  const p = await findProcess(deps, session.merchantId, id);
  return {
    ...toRow(p),
    modelContent: p.modelContent,
    displayMode: p.displayMode,
    managers: p.managers,
    settings: p.settings,
  };
};

export const deleteProcess = async (deps: AppDeps, session: SessionContext, id: string) => {
  const p = await findProcess(deps, session.merchantId, id);
  await deps.db
    .update(wfProcesses)
    .set({ isDeleted: true, processKey: `${p.processKey}#deleted#${p.id}`, updatedAt: deps.now() })
    .where(eq(wfProcesses.id, p.id));
};

/** Publishes the draft: a frozen copy of tree, settings and bound forms; the template's version goes up by one. */
export const deployProcess = async (deps: AppDeps, session: SessionContext, id: string, note = '') => {
  const p = await findProcess(deps, session.merchantId, id);
  if (!p.modelContent) throw business('approval:error.noDesign');
  const tree = parseTree(p.modelContent);
  // task nodes need the flow's switch (workflow spec §6 "task nodes")
  const taskNodes = (p.settings as { taskNodes?: unknown })['taskNodes'] ?? defaultFlowSettings.taskNodes;
  const problems = validateFlow(tree, { settings: { taskNodes: taskNodes !== false } });
  const first = problems[0];
  if (first)
    throw new AppError(ResultCode.Business, `flow:${first.messageKey}`, first.params ?? {}, {
      data: problems,
    });
  await checkTreeTenant(deps.db, session.merchantId, tree);
  const forms =
    p.formIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(wfForms)
          .where(and(eq(wfForms.merchantId, session.merchantId), inArray(wfForms.id, p.formIds)));
  const ordered = p.formIds
    .flatMap((formId) => forms.filter((f) => f.id === formId))
    .map((f) => ({ id: f.id, formName: f.formName, jsonContent: f.jsonContent }));
  const publisher = await publisherOf(deps.db, session);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: wfProcesses.version })
      .from(wfProcesses)
      .where(eq(wfProcesses.id, p.id))
      .for('update');
    const version = (locked?.version ?? 0) + 1;
    await tx.insert(wfProcessVersions).values({
      id: generateId(deps.now()),
      processId: p.id,
      merchantId: p.merchantId,
      version,
      modelContent: JSON.stringify(tree),
      settings: p.settings,
      forms: ordered,
      displayMode: p.displayMode,
      note: note.trim(),
      ...publisher,
    });
    await tx
      .update(wfProcesses)
      .set({ version, isDirty: false, updatedAt: deps.now() })
      .where(eq(wfProcesses.id, p.id));
    return { version };
  });
};

/**
 * Saves and publishes in one transaction (the flow designer's Publish): adds the template when `id` is absent,
 * else updates it, then deploys. The save already wrote the design and settings, so no separate saveJson runs.
 * Any refusal (a bad design, a missing form, an invalid flow at deploy) rolls back every part.
 */
export const publishProcess = async (
  deps: AppDeps,
  session: SessionContext,
  body: ProcessSaveBody & { id?: string; note?: string },
) =>
  deps.db.transaction(async (tx) => {
    const inTx: AppDeps = { ...deps, db: tx as unknown as Db };
    const { id: given, note, ...save } = body;
    let id = given;
    if (id) await updateProcess(inTx, session, { ...save, id });
    else id = (await addProcess(inTx, session, save)).id;
    const { version } = await deployProcess(inTx, session, id, note);
    return { id, version };
  });
