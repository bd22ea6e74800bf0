/** Starting an application (workflow spec §7 start): the latest published version of a template, frozen in the instance. */
import { and, desc, eq, gt } from 'drizzle-orm';
import { customCcNodes, defaultFlowSettings, designateNodes, findNode } from '@shared/flow';
import type { FlowNode, FlowSettings } from '@shared/flow';
import { ResultCode } from '@shared/api/codes';
import { wfProcesses, wfProcessVersions, wfRequests } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { AppError, invalid, notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { isEngineFailure, start } from '../../../engine';
import type { EngineFailure, EngineSuccess, UserRef } from '../../../engine';
import { directoryOf, knownUsers, loadPeople, nameOf } from '../directory';
import { activeDelegates } from '../delegations/store';
import type { TenantPeople } from '../directory';
import { assignSerials, writableParams } from '../forms/formRules';
import { acceptFormData } from '../forms/submittedData';
import { assignors } from './actions';
import { writeEffects } from './effects';
import { frozenVersion, insertInstance, slimState } from './instanceStore';
import { writeTimers } from '../timers/timerStore';
import type { ActionCaller } from './runAction';
import { engineError, storeAnswer } from './runAction';

export interface StartBody {
  processId: string;
  itemName?: string;
  degree?: number;
  params: Record<string, unknown>;
  comment?: string;
  assignorList?: { id: string; name: string }[];
  picks?: PickBody;
  onBehalfOf?: string;
  requestId?: string;
}

type PickBody = { nodeId: string; people: { id: string; name: string }[] }[];

const settingsOfVersion = (stored: Record<string, unknown>): FlowSettings => ({
  ...defaultFlowSettings,
  ...(stored as Partial<FlowSettings>),
});

/** The applicant's picks as the engine takes them; a person outside the tenant is a 400 naming `picks`. */
const picksOf = (people: TenantPeople, picks: PickBody | undefined): Record<string, UserRef[]> => {
  const byNode = new Map<string, UserRef[]>();
  for (const { nodeId, people: chosen } of picks ?? []) {
    const ids = chosen.map((person) => person.id);
    const known = knownUsers(people, [...new Set(ids)]);
    if (known.length !== new Set(ids).size) throw invalid('picks', 'approval:error.unknownUser');
    byNode.set(nodeId, [...(byNode.get(nodeId) ?? []), ...known]);
  }
  return Object.fromEntries(byNode);
};

/**
 * Submit for others: the member who becomes the initiator. Refused when the switch is off, a 400 naming
 * `onBehalfOf` when the member is not in the tenant; the caller themselves when absent.
 */
const initiatorOf = (
  people: TenantPeople,
  settings: FlowSettings,
  caller: UserRef,
  onBehalfOf: string | undefined,
): UserRef => {
  if (!onBehalfOf || onBehalfOf === caller.userId) return caller;
  if (!settings.submitForOthers) {
    const refusal: EngineFailure = {
      error: 'submitForOthersOff',
      messageKey: 'engine.error.submitForOthersOff',
    };
    throw engineError(refusal, people);
  }
  const [member] = knownUsers(people, [onBehalfOf]);
  if (!member) throw invalid('onBehalfOf', 'approval:error.unknownUser');
  return member;
};

/** Missing or too many picks are field errors on `picks`; other refusals are business errors. */
const startRefusal = (failure: EngineFailure, people: TenantPeople): AppError => {
  if (failure.error === 'picksRequired' || failure.error === 'tooManyPicks') {
    const { nodeNames = '', nodeName = '' } = failure.params ?? {};
    return invalid('picks', `approval:${failure.messageKey}`, { nodeNames, nodeName });
  }
  return engineError(failure, people);
};

const publishedVersion = async (deps: AppDeps, merchantId: string, processId: string) => {
  const [process] = await deps.db
    .select()
    .from(wfProcesses)
    .where(
      and(
        eq(wfProcesses.id, processId),
        eq(wfProcesses.merchantId, merchantId),
        eq(wfProcesses.isDeleted, false),
        gt(wfProcesses.version, 0),
      ),
    );
  if (!process) throw notFound();
  const [version] = await deps.db
    .select()
    .from(wfProcessVersions)
    .where(eq(wfProcessVersions.processId, process.id))
    .orderBy(desc(wfProcessVersions.version))
    .limit(1);
  if (!version) throw notFound();
  return { process, version, tree: JSON.parse(version.modelContent) as FlowNode };
};

const actorNodes = (tree: FlowNode, ids: unknown) =>
  (Array.isArray(ids) ? (ids as string[]) : []).flatMap((id) => {
    const node = findNode(tree, id);
    return node ? [{ id: node.id, nodeName: node.nodeName, selectMode: node.selectMode ?? 2 }] : [];
  });

const simulate = (
  deps: AppDeps,
  people: TenantPeople,
  tree: FlowNode,
  initiator: UserRef,
  formData: Record<string, unknown>,
  settings: Record<string, unknown>,
  extra: {
    comment?: string;
    assignorList?: UserRef[];
    picks?: Record<string, UserRef[]>;
    submittedBy?: UserRef;
  },
  delegates?: ReadonlyMap<string, string>,
) => {
  const now = deps.now();
  return start(tree, {
    now: now.getTime(),
    ids: () => generateId(now),
    directory: directoryOf(people, delegates),
    initiator,
    formData,
    settings: settings as Partial<FlowSettings>,
    ...extra,
  });
};

export const startForm = async (deps: AppDeps, caller: ActionCaller, processId: string) => {
  const { process, version, tree } = await publishedVersion(deps, caller.session.merchantId, processId);
  const settings = settingsOfVersion(version.settings);
  return {
    processId: process.id,
    processName: process.processName,
    version: version.version,
    displayMode: version.displayMode,
    forms: version.forms,
    privileges: tree.privileges ?? [],
    designateNodes: settings.designateApprover ? designateNodes(tree) : [],
    ccNodes: settings.allowCc ? customCcNodes(tree) : [],
    submitForOthers: settings.submitForOthers,
  };
};

export const startPreview = async (
  deps: AppDeps,
  caller: ActionCaller,
  body: { processId: string; params: Record<string, unknown>; picks?: PickBody },
) => {
  const { tree, version } = await publishedVersion(deps, caller.session.merchantId, body.processId);
  const people = await loadPeople(deps, caller.session.merchantId);
  const initiator = { userId: caller.session.userId, userName: nameOf(people, caller.session.userId) };
  const result = simulate(deps, people, tree, initiator, body.params, version.settings, {
    picks: picksOf(people, body.picks),
  });
  if (isEngineFailure(result) && result.error === 'actorsRequired') {
    return { needActors: true, nodes: actorNodes(tree, result.params?.nodeIds) };
  }
  return { needActors: false, nodes: [] };
};

export const startInstance = async (deps: AppDeps, caller: ActionCaller, body: StartBody) => {
  const { session } = caller;
  const { process, version } = await publishedVersion(deps, session.merchantId, body.processId);
  const forms = await frozenVersion(deps.db, version.id);
  // the version's shared tree: the new row then stores its state without it (slimState)
  const tree = forms.tree ?? (JSON.parse(version.modelContent) as FlowNode);
  const people = await loadPeople(deps, session.merchantId);
  const submitter = { userId: session.userId, userName: nameOf(people, session.userId) };
  const initiator = initiatorOf(people, settingsOfVersion(version.settings), submitter, body.onBehalfOf);
  const submittedBy = initiator.userId === submitter.userId ? undefined : submitter;
  const picks = picksOf(people, body.picks);
  const now = deps.now();
  const serial = `${process.processKey.toUpperCase()}-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${generateId(now).slice(0, 6)}`;
  const submitted = acceptFormData(
    forms.documents,
    assignSerials(forms.documents, writableParams(forms.documents, tree.privileges, body.params), serial),
    { privileges: tree.privileges, isValidated: true },
  );
  const delegates = (version.settings as Partial<FlowSettings>).delegate
    ? await activeDelegates(deps.db, session.merchantId, process.id, now.getTime())
    : undefined;
  const result = simulate(
    deps,
    people,
    tree,
    initiator,
    submitted,
    version.settings,
    {
      comment: body.comment,
      assignorList: assignors(people, body.assignorList),
      picks,
      ...(submittedBy ? { submittedBy } : {}),
    },
    delegates,
  );
  if (isEngineFailure(result)) {
    if (result.error === 'actorsRequired') {
      throw new AppError(
        ResultCode.Business,
        'approval:engine.error.actorsRequired',
        {},
        { subCode: 'actorsRequired', data: actorNodes(tree, result.params?.nodeIds) },
      );
    }
    throw startRefusal(result, people);
  }
  const success: EngineSuccess = result;
  // left empty when the applicant gave none: each reader sees the default name in their own language (itemName.ts)
  const itemName = body.itemName?.trim() ?? '';
  const started = await deps.db.transaction(async (tx) => {
    if (body.requestId) {
      const inserted = await tx
        .insert(wfRequests)
        .values({
          merchantId: session.merchantId,
          userId: session.userId,
          requestId: body.requestId,
          action: 'start',
          answer: {},
        })
        .onConflictDoNothing()
        .returning({ requestId: wfRequests.requestId });
      if (inserted.length === 0) {
        const [previous] = await tx
          .select({ answer: wfRequests.answer })
          .from(wfRequests)
          .where(
            and(
              eq(wfRequests.merchantId, session.merchantId),
              eq(wfRequests.userId, session.userId),
              eq(wfRequests.requestId, body.requestId),
            ),
          );
        return previous?.answer as { instanceId: string };
      }
    }
    const instance = success.instance;
    await insertInstance(
      tx,
      {
        id: instance.id,
        merchantId: session.merchantId,
        processId: process.id,
        versionId: version.id,
        processName: process.processName,
        processType: process.processType,
        itemName,
        degree: body.degree ?? 1,
        state: instance.state,
        createBy: initiator.userId,
        createByName: initiator.userName,
        submittedBy: submittedBy?.userId ?? null,
        createTime: instance.createTime,
        endTime: instance.endTime,
        version: instance.version,
        data: slimState(instance, forms),
      },
      instance.tasks,
    );
    await writeTimers(tx, session.merchantId, instance.id, instance.tasks);
    await writeEffects(tx, success.effects, {
      merchantId: session.merchantId,
      processId: process.id,
      processName: process.processName,
      itemName,
      applicantName: initiator.userName,
      now,
      applicantId: initiator.userId,
      actorName: submitter.userName,
      consoleUrl: deps.config.publicUrl,
    });
    const answer = { instanceId: instance.id };
    await storeAnswer(tx, session, body.requestId, answer);
    return answer;
  });
  return started;
};
