/** Reading a task (spec §3 task row) and an instance's process dynamics (spec §2.4, §4.1). */
import { designText } from '@shared/i18n/designDefaults';
import { and, eq } from 'drizzle-orm';
import { findNode, toModelContent } from '@shared/flow';
import type { ProcessInfoData, TaskRowData } from '@shared/api/modules/approval';
import { wfTasks } from '../../../db/schema';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { TaskState, TaskType } from '@shared/approval/states';
import {
  agreeNeedsSignature,
  allowedActions,
  applicantTaskOf,
  instanceActions,
  isHeld,
  processInfo,
  resubmitOptions,
  shownTaskState,
  taskOpinionRule,
} from '../../../engine';
import type { EngineInstance, TimelineNote } from '../../../engine';
import { loadPeople, nameOf } from '../directory';
import type { TenantPeople } from '../directory';
import { hiddenDataKeys, visibleData } from '../forms/formRules';
import { changesForReader, controlsByKey, privilegesFor } from './readerView';
import { markCcRead } from './actions';
import { displayOf } from './display';
import { engineStateOf, frozenVersion, readInstance } from './instanceStore';
import type { ActionCaller } from './runAction';
import { approverCardsOf, NO_CARD } from './approverCards';
import { signaturesOf } from './signatures';
import { itemNameFor } from '../itemName';

/** The initiator, anyone who holds or held a task, and managers may look at an instance. */
const isInvolved = (state: EngineInstance, userId: string) =>
  state.initiator.userId === userId ||
  state.submittedBy?.userId === userId ||
  state.tasks.some(
    (task) =>
      task.assignee?.userId === userId ||
      task.onBehalfOf?.userId === userId ||
      task.candidates.some((c) => c.userId === userId),
  );

/** Who reads a task or an application: the caller, with the language they read in. */
export type ReaderCaller = ActionCaller & { locale: string };

export const taskInfo = async (
  deps: AppDeps,
  caller: ReaderCaller,
  taskId: string,
  isManager: boolean,
): Promise<TaskRowData> => {
  const { session } = caller;
  const [taskRow] = await deps.db
    .select()
    .from(wfTasks)
    .where(and(eq(wfTasks.id, taskId), eq(wfTasks.merchantId, session.merchantId)));
  if (!taskRow) throw notFound();
  if (taskRow.taskType === TaskType.Cc && taskRow.assigneeId === session.userId && !taskRow.isRead) {
    await markCcRead(deps, caller, taskRow.instanceId, taskRow.id);
  }
  const row = await readInstance(deps.db, session.merchantId, taskRow.instanceId);
  if (!row) throw notFound();
  const state = engineStateOf(row);
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task || !(isInvolved(state, session.userId) || isManager)) throw notFound();
  const node = findNode(state.tree, task.nodeId);
  const forms = await frozenVersion(deps.db, row.versionId);
  const configure = node?.configure ?? {};
  const nodeInfo = {
    type: node?.type ?? 1,
    nodeName: designText(task.nodeName, caller.locale),
    configure: {
      fallBack: configure.fallBack === true,
      staging: configure.staging === true,
      transmitted: configure.transmitted === true && state.settings.transfer,
      needClaim: configure.needClaim === true,
      withdraw: state.tree.configure?.withdraw === true,
    },
    privileges: node?.privileges ?? [],
  };
  const actions = allowedActions(state, task.id, session.userId);
  return {
    id: task.id,
    processId: row.processId,
    processName: row.processName,
    itemName: itemNameFor(row, caller.locale),
    degree: row.degree,
    taskState: shownTaskState(task),
    taskType: task.taskType,
    needClaim: configure.needClaim === true && task.candidates.length > 0,
    isClaimed: task.assignee !== null,
    nodeInfo: JSON.stringify(nodeInfo),
    variable: JSON.stringify(visibleData(forms.documents, node?.privileges, state.formData)),
    instanceId: row.id,
    instanceState: state.state,
    nodeName: designText(task.nodeName, caller.locale),
    assigneeId: task.assignee?.userId ?? '',
    assigneeName: task.assignee?.userName ?? '',
    onBehalfOfId: task.onBehalfOf?.userId ?? '',
    onBehalfOfName: task.onBehalfOf?.userName ?? '',
    initiatorId: state.initiator.userId,
    initiatorName: state.initiator.userName,
    createTime: row.createTime,
    canTransfer: state.settings.transfer,
    canRecall: instanceActions(state, session.userId).canRecall,
    actions,
    waitingForSigners: task.taskState === TaskState.Processing && isHeld(state, task),
    signatureRequired: actions.includes('agree') && agreeNeedsSignature(state),
    ...(await returnedOf(deps, session.merchantId, state, task.id)),
    opinion: taskOpinionRule(state),
    formIds: forms.forms.map((f) => f.id),
    forms: forms.forms,
    displayMode: forms.displayMode,
    ...displayOf(row, state, forms, caller.locale, task.nodeId),
  };
};

/** The applicant's own open task of a returned application: who returned it where, and how it may go on. */
const returnedOf = async (deps: AppDeps, merchantId: string, state: EngineInstance, taskId: string) => {
  if (!state.returned || applicantTaskOf(state)?.id !== taskId) return {};
  const people = await loadPeople(deps, merchantId);
  return {
    returned: {
      userName: nameOf(people, state.returned.userId),
      nodeName: findNode(state.tree, state.returned.nodeId)?.nodeName ?? '',
      restartOptions: resubmitOptions(state),
    },
  };
};

/** How one reader sees the notes: names resolved, changed fields labelled and masked by the reader's privileges. */
const noteReader =
  (people: TenantPeople, reader: { controls: ReturnType<typeof controlsByKey>; hidden: Set<string> }) =>
  (note: TimelineNote) => ({
    kind: note.kind,
    messageKey: note.messageKey,
    at: note.at,
    userName: nameOf(people, note.userId),
    params: note.params,
    ...(note.changes ? { changes: changesForReader(note.changes, reader.controls, reader.hidden) } : {}),
  });

export const instanceInfo = async (
  deps: AppDeps,
  caller: ReaderCaller,
  instanceId: string,
  isManager: boolean,
): Promise<ProcessInfoData> => {
  const { session } = caller;
  const row = await readInstance(deps.db, session.merchantId, instanceId);
  if (!row) throw notFound();
  const state = engineStateOf(row);
  if (!(isInvolved(state, session.userId) || isManager)) throw notFound();
  const people = await loadPeople(deps, session.merchantId);
  const signatures = await signaturesOf(deps.db, session.merchantId, row.id);
  const info = processInfo(state);
  const cards = await approverCardsOf(
    deps.db,
    session.merchantId,
    info.entries.flatMap((entry) => entry.approvalInfos.map((a) => a.userId ?? '')),
  );
  const forms = await frozenVersion(deps.db, row.versionId);
  const noteOut = noteReader(people, {
    controls: controlsByKey(forms.documents),
    hidden: hiddenDataKeys(forms.documents, privilegesFor(state, session.userId)),
  });
  const isApplicant =
    state.initiator.userId === session.userId || state.submittedBy?.userId === session.userId;
  const now = deps.now().getTime();
  return {
    instanceId: row.id,
    processName: row.processName,
    itemName: itemNameFor(row, caller.locale),
    instanceState: state.state,
    createTime: state.createTime,
    endTime: state.endTime,
    totalSeconds: Math.floor(((state.endTime ?? now) - state.createTime) / 1000),
    entries: info.entries.map((entry) => ({
      nodeId: entry.nodeId,
      taskType: entry.taskType,
      // a node the designer left with its default name reads in the reader's language
      taskName: designText(entry.taskName, caller.locale),
      taskNameKey: entry.taskNameKey ?? '',
      taskState: entry.taskState,
      startTime: entry.startTime,
      endTime: entry.endTime,
      duration: entry.durationSeconds,
      approvalInfos: entry.approvalInfos.map((a) => ({
        userId: a.userId ?? '',
        userName: a.userName,
        comment: a.comment,
        taskState: a.taskState,
        endTime: a.endTime,
        isAuto: a.isAuto,
        isQuick: a.isQuick,
        ...(a.isSigned && signatures.has(a.taskId) ? { signature: signatures.get(a.taskId) } : {}),
        onBehalfOf: a.onBehalfOf,
        ...(cards.get(a.userId ?? '') ?? NO_CARD),
      })),
      notes: entry.notes.map(noteOut),
    })),
    notes: info.notes.map(noteOut),
    nodeStatuses: info.nodeStatuses,
    ...instanceActions(state, session.userId, isManager),
    modelContent: JSON.stringify(toModelContent(state.tree)),
    ...(isApplicant
      ? {
          applicantForm: {
            forms: forms.forms,
            variable: JSON.stringify(visibleData(forms.documents, state.tree.privileges, state.formData)),
            privileges: state.tree.privileges ?? [],
          },
        }
      : {}),
  };
};
