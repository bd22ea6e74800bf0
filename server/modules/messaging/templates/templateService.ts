import { and, eq } from 'drizzle-orm';
import type { TemplateChannel, TemplateEvent } from '@shared/messaging/templateEvents';
import { templateVariableProblem } from '@shared/messaging/renderTemplate';
import type { Tx } from '../../../db/database';
import { messageTemplates } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { recordOperation } from '../../identity/common/audit';
import { checkCodeAndName, guardCode, templateFieldError } from './errors';
import { findCategory, findTemplate, templateCodeTaken, type TemplateRow } from './queries';

interface TemplateInput {
  templateCode: string;
  templateName: string;
  categoryId: string;
  channel: TemplateChannel;
  event: TemplateEvent;
  subject: string;
  body: string;
  status?: '0' | '1';
  remark?: string;
}

const snap = ({ createdAt: _c, updatedAt: _u, merchantId: _m, ...rest }: TemplateRow) => rest;

/** The shared rules, then the tenant's: the code is free, the category is the tenant's, every variable is known. */
const checked = async (tx: Tx, merchantId: string, input: TemplateInput, exceptId?: string) => {
  const { code, name } = checkCodeAndName(
    'templateCode',
    input.templateCode,
    'templateName',
    input.templateName,
  );
  if (!input.body.trim()) throw templateFieldError('body', 'bodyRequired');
  const problem = templateVariableProblem(input.event, input);
  if (problem)
    throw templateFieldError(problem.field, 'unknownVariable', {
      variable: problem.variable,
      supplied: problem.supplied,
    });
  if (!(await findCategory(tx, merchantId, input.categoryId)))
    throw templateFieldError('categoryId', 'unknownCategory');
  if (await templateCodeTaken(tx, merchantId, code, exceptId))
    throw templateFieldError('templateCode', 'templateCodeTaken', { code });
  return {
    templateCode: code,
    templateName: name,
    categoryId: input.categoryId,
    channel: input.channel,
    event: input.event,
    subject: input.subject,
    body: input.body,
  };
};

export const addTemplate = (deps: AppDeps, session: SessionContext, input: TemplateInput) => {
  const now = deps.now();
  const work = () =>
    deps.db.transaction(async (tx) => {
      const values = await checked(tx, session.merchantId, input);
      const [row] = await tx
        .insert(messageTemplates)
        .values({
          templateId: generateId(now),
          merchantId: session.merchantId,
          ...values,
          status: input.status ?? '0',
          remark: input.remark ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const created = row as TemplateRow;
      await recordOperation(
        tx,
        session,
        {
          action: 'create',
          targetType: 'template',
          targetId: created.templateId,
          targetName: created.templateName,
          after: snap(created),
        },
        now,
      );
      return { templateId: created.templateId };
    });
  return guardCode(work, 'templateCode', 'templateCodeTaken', input.templateCode);
};

/** Runs one change on a template of the tenant in a transaction and logs the field diff. */
const changeTemplate = (
  deps: AppDeps,
  session: SessionContext,
  templateId: string,
  work: (tx: Tx, current: TemplateRow) => Promise<void>,
) => {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findTemplate(tx, session.merchantId, templateId);
    if (!current) throw notFound();
    await work(tx, current);
    const after = await findTemplate(tx, session.merchantId, templateId);
    await recordOperation(
      tx,
      session,
      {
        action: after ? 'update' : 'delete',
        targetType: 'template',
        targetId: templateId,
        targetName: current.templateName,
        before: snap(current),
        after: after ? snap(after) : undefined,
      },
      now,
    );
  });
};

const own = (session: SessionContext, templateId: string) =>
  and(eq(messageTemplates.merchantId, session.merchantId), eq(messageTemplates.templateId, templateId));

export const updateTemplate = (
  deps: AppDeps,
  session: SessionContext,
  input: TemplateInput & { templateId: string },
) =>
  guardCode(
    () =>
      changeTemplate(deps, session, input.templateId, async (tx, current) => {
        const values = await checked(tx, session.merchantId, input, current.templateId);
        await tx
          .update(messageTemplates)
          .set({
            ...values,
            status: input.status ?? current.status,
            remark: input.remark ?? current.remark,
            updatedAt: deps.now(),
          })
          .where(own(session, current.templateId));
      }),
    'templateCode',
    'templateCodeTaken',
    input.templateCode,
  );

export const setTemplateStatus = (
  deps: AppDeps,
  session: SessionContext,
  templateId: string,
  status: '0' | '1',
) =>
  changeTemplate(deps, session, templateId, async (tx) => {
    await tx.update(messageTemplates).set({ status, updatedAt: deps.now() }).where(own(session, templateId));
  });

export const deleteTemplate = (deps: AppDeps, session: SessionContext, templateId: string) =>
  changeTemplate(deps, session, templateId, async (tx) => {
    await tx.delete(messageTemplates).where(own(session, templateId));
  });
