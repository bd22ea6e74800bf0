/**
 * Plays the demo history (stories.ts) through the approval module's own actions — start, claim, approve,
 * reject, return, resubmit, recall, void and the time-limit runner — each at its moment on a clock that walks
 * through the last 90 days, so instances, tasks, timelines, letters, signatures and timers are exactly what the
 * product would have written. Events that would fall after the present are not played: those applications are
 * still running. Only the demo seed of a first start runs it (`npm start`); a tenant created later starts clean.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { FALLBACK_LOCALE } from '@shared/i18n/locales';
import { InstanceState, TaskType } from '@shared/approval/states';
import type { FormDocument } from '@shared/form';
import type { AppDeps } from '../../../http/context';
import { letters } from '../../schema';
import { translatorFor } from '../../../i18n';
import type { EngineInstance, EngineTask } from '../../../engine';
import {
  approveTask,
  claimTask,
  fallbackTask,
  recallInstance,
  voidInstance,
} from '../../../modules/approval/tasks/actions';
import { engineStateOf, frozenVersion, readInstance } from '../../../modules/approval/tasks/instanceStore';
import { resubmitTask } from '../../../modules/approval/tasks/resubmitService';
import type { ActionCaller } from '../../../modules/approval/tasks/runAction';
import { startInstance } from '../../../modules/approval/tasks/startService';
import { fireDueTimers, readTimerOptions } from '../../../modules/approval/timers/timerWorker';
import { SEED_USERS } from '../tenants';
import { HOUR, handlingTime, planStories, type Story } from './stories';
import { sampleAnswers } from './sampleForm';
import { signatureDataUrl } from './signatureImage';

const MERCHANT = 'M001';
const AGREE = ['同意', '同意，请按规定执行', '情况属实，同意', '已核实，同意'];
const REFUSE = ['理由不充分，请补充说明', '预算不足，本期暂缓', '与制度不符，不予批准'];
const RETURN = ['请补充相关附件后重新提交', '金额与票据不一致，请修改后提交'];
const COLLEAGUES = ['U1002', 'U1003', 'U1004', 'U1005'];

interface Application {
  story: Story;
  instanceId?: string;
  hasReturned: boolean;
  handledSteps: number;
}

type EventKind = 'start' | 'step' | 'recall' | 'void' | 'timers';
interface HistoryEvent {
  at: number;
  kind: EventKind;
  application: Application;
}

export interface HistorySummary {
  applications: number;
  actions: number;
  /** Actions the engine refused: none in a consistent history. */
  refused: string[];
  milliseconds: number;
}

const callerOf = (userId: string): ActionCaller => {
  const user = SEED_USERS.find((candidate) => candidate.userId === userId);
  return {
    session: {
      tokenHash: '',
      userId,
      userName: user?.nickName ?? userId,
      merchantId: MERCHANT,
      homeMerchantId: MERCHANT,
    },
    t: translatorFor(FALLBACK_LOCALE),
  };
};

const openTaskOf = (state: EngineInstance): EngineTask | undefined =>
  state.tasks.find((task) => task.endTime === null && task.taskType !== TaskType.Cc);

/** People read their letters: only those of the last three days are still unread. */
const markOldLettersRead = (deps: AppDeps, seedNow: number) =>
  deps.db
    .update(letters)
    .set({ status: 'READ', readTime: sql`${letters.sendTime} + interval '1 hour'` })
    .where(and(eq(letters.merchantId, MERCHANT), lt(letters.sendTime, new Date(seedNow - 72 * HOUR))));

/** Seeds the demo history into tenant M001; answers what it did and how long it took. */
export const seedHistory = async (
  deps: AppDeps,
  options: { seedNow?: number; share?: number } = {},
): Promise<HistorySummary> => {
  const seedNow = options.seedNow ?? deps.now().getTime();
  const began = performance.now();
  let clock = seedNow;
  const at = { ...deps, now: () => new Date(clock) };
  const timerOptions = { ...readTimerOptions({}), clockOffsetMs: 0 };
  const forms = new Map<string, FormDocument[]>();
  const queue: HistoryEvent[] = [];
  const summary: HistorySummary = { applications: 0, actions: 0, refused: [], milliseconds: 0 };

  const schedule = (event: HistoryEvent) => {
    if (event.at > seedNow) return; // after the present: still to come
    let index = queue.length;
    while (index > 0 && queue[index - 1]!.at > event.at) index--;
    queue.splice(index, 0, event);
  };
  const formsOf = async (processId: string) => {
    let documents = forms.get(processId);
    if (!documents) {
      documents = (await frozenVersion(deps.db, `${processId}-v1`)).documents;
      forms.set(processId, documents);
    }
    return documents;
  };

  /** After an action: what happens next to the application, and when. */
  const planNext = async (application: Application) => {
    const { story } = application;
    const row = await readInstance(deps.db, MERCHANT, application.instanceId!);
    if (!row) return;
    const state = engineStateOf(row);
    if (state.state !== InstanceState.UnderApproval) {
      if (state.state === InstanceState.Approved && story.ending === 'voided')
        schedule({ at: clock + story.random.around(48 * HOUR, 0.6), kind: 'void', application });
      return;
    }
    if (story.ending === 'recalled' && application.handledSteps === 0) {
      schedule({ at: clock + story.random.around(3 * HOUR, 0.8), kind: 'recall', application });
      return;
    }
    const task = openTaskOf(state);
    if (!task) return;
    if (story.waitsAfterSteps !== null && application.handledSteps >= story.waitsAfterSteps) return;
    const holder = task.assignee?.userId ?? task.candidates[0]?.userId ?? story.applicantId;
    const handledAt = clock + handlingTime(story.random, holder);
    schedule({ at: handledAt, kind: 'step', application });
    if (task.dueAt !== undefined && task.dueAt < handledAt)
      schedule({ at: task.dueAt + 60_000, kind: 'timers', application });
  };

  const step = async (application: Application) => {
    const { story } = application;
    const row = await readInstance(deps.db, MERCHANT, application.instanceId!);
    const state = row ? engineStateOf(row) : undefined;
    const task = state && state.state === InstanceState.UnderApproval ? openTaskOf(state) : undefined;
    if (!state || !task) return;
    const random = story.random;
    if (task.taskType === TaskType.Initiator) {
      await resubmitTask(at, callerOf(story.applicantId), { taskId: task.id, comment: '已补充，请审批' });
      return;
    }
    let holder = task.assignee?.userId;
    if (!holder) {
      holder = task.candidates[0]!.userId;
      await claimTask(at, callerOf(holder), { taskId: task.id });
      summary.actions++;
    }
    const caller = callerOf(holder);
    if (story.ending === 'returned' && !application.hasReturned) {
      application.hasReturned = true;
      await fallbackTask(at, caller, {
        sourceTaskId: task.id,
        id: state.tree.id,
        comment: random.pick(RETURN),
      });
    } else if (story.ending === 'rejected' && (application.handledSteps > 0 || random.chance(0.6))) {
      await approveTask(at, caller, { isPass: false, taskId: task.id, comment: random.pick(REFUSE) });
    } else {
      const others = COLLEAGUES.filter((id) => id !== holder && id !== story.applicantId);
      await approveTask(at, caller, {
        isPass: true,
        taskId: task.id,
        comment: random.pick(AGREE),
        ...(story.withCc && application.handledSteps === 0 ? { ccUserIds: [random.pick(others)] } : {}),
        ...(state.settings.handwrittenSignature ? { signature: signatureDataUrl(random) } : {}),
      });
    }
    application.handledSteps++;
  };

  const play = async (event: HistoryEvent) => {
    const { application } = event;
    const { story } = application;
    switch (event.kind) {
      case 'start': {
        const documents = await formsOf(story.processId);
        const started = await startInstance(at, callerOf(story.applicantId), {
          processId: story.processId,
          degree: story.random.chance(0.15) ? 2 : 1,
          params: sampleAnswers(documents, story.random, clock),
        });
        application.instanceId = started.instanceId;
        summary.applications++;
        break;
      }
      case 'step':
        await step(application);
        break;
      case 'recall':
        await recallInstance(at, callerOf(story.applicantId), {
          id: application.instanceId!,
          comment: '信息有误，撤回修改',
        });
        return;
      case 'void':
        await voidInstance(
          at,
          callerOf(story.applicantId),
          { id: application.instanceId!, comment: '重复报销，作废' },
          false,
        );
        return;
      case 'timers':
        while ((await fireDueTimers(at, timerOptions, `demo-history-${clock}`)) > 0);
        return;
    }
    await planNext(application);
  };

  for (const story of planStories(seedNow, options.share))
    schedule({
      at: seedNow - story.startsAgo,
      kind: 'start',
      application: { story, hasReturned: false, handledSteps: 0 },
    });
  for (let event = queue.shift(); event; event = queue.shift()) {
    clock = event.at;
    try {
      await play(event);
      if (event.kind !== 'timers') summary.actions++;
    } catch (error) {
      summary.refused.push(`${event.kind} ${event.application.story.processId}: ${String(error)}`);
    }
  }
  await markOldLettersRead(deps, seedNow);
  summary.milliseconds = Math.round(performance.now() - began);
  return summary;
};
