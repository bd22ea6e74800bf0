import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NodeType } from '@shared/flow/types';
import { act } from './act';
import { isHeld } from './actions/guards';
import { applicantTaskOf } from './actions/returnActions';
import { examineModeOf } from './assignees';
import { isEngineFailure } from './errors';
import { processInfo } from './processInfo';
import { returnTargets } from './returnTargets';
import { start } from './start';
import { shownTaskState } from './deadline';
import { buildIndex } from './treeIndex';
import { openTasks, testContext, user } from './testing/flowBuilders';
import { actionPick, applicantPicksOf, flowTree, formValue, POOL } from './testing/randomFlows';
import type { ActionPick } from './testing/randomFlows';
import { orgTree, withOrgTree } from './testing/randomOrgs';
import { deepFreeze } from '../cache/deepFreeze';
import type { EngineContext, EngineEvent, EngineInstance } from './types';

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length ? list[n % list.length] : undefined;

function toEvent(instance: EngineInstance, choice: ActionPick): EngineEvent {
  const open = openTasks(instance);
  const task = pick(open, choice.task) ?? pick(instance.tasks, choice.task);
  const taskId = task?.id ?? 'missing';
  const holder = task?.assignee?.userId ?? pick(task?.candidates ?? [], choice.user)?.userId;
  const randomUser = pick(POOL, choice.user) ?? 'u1';
  const actor = choice.isHolder && holder ? holder : randomUser;
  switch (choice.kind) {
    case 'approve':
      /**
       * Now and then without the handwritten signature the settings ask for (refused, nothing changes), and now
       * and then a quick approval from the list (refused while the flow switches it off).
       */
      return {
        kind: 'approve',
        taskId,
        userId: actor,
        comment: 'c',
        signed: choice.target % 4 !== 0,
        isQuick: choice.target % 3 === 0,
      };
    case 'reject':
      /** Now and then without an opinion: refused while the approval-opinion switch is on. */
      return { kind: 'reject', taskId, userId: actor, comment: choice.target % 5 === 0 ? ' ' : 'c' };
    case 'claim':
      return { kind: choice.kind, taskId, userId: actor, comment: 'c' } as EngineEvent;
    case 'stage':
      return { kind: 'stage', taskId, userId: actor, params: { k: String(choice.target % 3) } };
    case 'transfer':
      return { kind: 'transfer', taskId, userId: actor, targetUserId: pick(POOL, choice.target) ?? 'u1' };
    case 'fallback': {
      const targets = returnTargets(instance, taskId);
      return {
        kind: 'fallback',
        taskId,
        userId: actor,
        targetNodeId: pick(targets, choice.target)?.id ?? 'n1',
      };
    }
    case 'recall':
      return { kind: 'recall', userId: choice.isHolder ? 'init' : actor };
    case 'terminate':
      return { kind: 'terminate', userId: 'admin' };
    case 'reassign':
      return { kind: 'reassign', taskId, userId: 'admin', targetUserId: pick(POOL, choice.target) ?? 'u1' };
    case 'urge':
      return { kind: 'urge', userId: 'init' };
    case 'addSigners': {
      const positions = ['before', 'after', 'alongside'] as const;
      const signers = [pick(POOL, choice.target), ...(choice.target % 2 ? [pick(POOL, choice.user)] : [])];
      return {
        kind: 'addSigners',
        taskId,
        userId: actor,
        position: positions[choice.target % 3] ?? 'after',
        signers: signers.map((id) => user(id ?? 'u1')),
      };
    }
    case 'freeFlow':
      return { kind: 'freeFlow', taskId, userId: actor, target: user(pick(POOL, choice.target) ?? 'u1') };
    case 'expire':
      return { kind: 'expire', taskId, timer: choice.isHolder ? 'expiry' : 'reminder' };
    case 'markCcRead': {
      const ccTask = pick(
        instance.tasks.filter((t) => t.taskType === 2),
        choice.task,
      );
      return {
        kind: 'markCcRead',
        taskId: ccTask?.id ?? 'missing',
        userId: ccTask?.assignee?.userId ?? actor,
      };
    }
    case 'cc':
      return { kind: 'cc', taskId, userId: actor, ccList: [user(pick(POOL, choice.target) ?? 'u1')] };
    case 'share':
      return { kind: 'share', userId: choice.isHolder ? 'init' : actor, targets: [user(randomUser)] };
    case 'void':
      return { kind: 'void', userId: choice.isHolder ? 'init' : actor, isAdmin: choice.target % 5 === 0 };
    case 'resubmit': {
      const waiting = applicantTaskOf(instance) ?? task;
      const restart = (['start', 'returner'] as const)[choice.target % 2];
      return {
        kind: 'resubmit',
        taskId: waiting?.id ?? 'missing',
        userId: choice.isHolder ? 'init' : actor,
        params: { k: String(choice.target % 3) },
        ...(choice.user % 3 === 0 ? {} : { restart }),
      };
    }
  }
}

/** Applies one event, checking the version rule and that the input is never changed. */
function apply(instance: EngineInstance, event: EngineEvent, ctx: EngineContext): EngineInstance {
  const before = JSON.stringify(instance);
  let result = act(instance, event, ctx);
  if (isEngineFailure(result) && result.error === 'actorsRequired' && event.kind === 'approve') {
    result = act(instance, { ...event, assignorList: [user(POOL[ctx.now % POOL.length] ?? 'u1')] }, ctx);
  }
  expect(JSON.stringify(instance)).toBe(before);
  if (isEngineFailure(result)) {
    expect(result.messageKey).toBe(`engine.error.${result.error}`);
    return instance;
  }
  expect(result.instance.version).toBe(instance.version + 1);
  return result.instance;
}

function checkInvariants(instance: EngineInstance) {
  const open = openTasks(instance);
  const waiting = instance.tasks.filter((task) => task.taskType === 0 && task.taskState === 0);
  checkOpinions(instance);
  expect([0, 1, 2, 3, 5, 6]).toContain(instance.state);
  // returned to the applicant: their one open task and nothing else open, marked on the instance
  expect(waiting.length).toBeLessThanOrEqual(1);
  expect(instance.returned !== undefined).toBe(waiting.length === 1);
  if (waiting.length === 1) expect(open).toEqual([]);
  if (instance.state === 0) {
    expect(open.length + waiting.length).toBeGreaterThan(0);
    expect(instance.endTime).toBeNull();
  } else {
    expect(open).toEqual([]);
    expect(waiting).toEqual([]);
    expect(instance.joins).toEqual([]);
    expect(instance.endTime).not.toBeNull();
  }
  for (const task of instance.tasks) {
    if (task.taskType === 1 || task.taskType === 0) expect(task.endTime === null).toBe(task.taskState === 0);
  }
  if (instance.state === 0 && waiting.length === 0)
    expect(open.some((task) => !isHeld(instance, task))).toBe(true);
  checkModes(instance);
  checkTimeline(instance);
}

/**
 * Approval opinion: with the switch off no task keeps an opinion; with it on, every refusal a person made
 * carries one.
 */
function checkOpinions(instance: EngineInstance) {
  const handled = instance.tasks.filter((task) => task.taskType === 1);
  if (instance.settings.approvalOpinion === false)
    expect(handled.filter((task) => task.comment !== '').map((task) => task.comment)).toEqual([]);
  else
    for (const task of handled)
      if (task.taskState === 2 && task.auto === undefined) expect(task.comment.trim()).not.toBe('');
}

/** A passed approver or handler node had its examine mode satisfied (or had nobody and was noted). */
function checkModes(instance: EngineInstance) {
  const index = buildIndex(instance.tree);
  for (const [nodeId, run] of Object.entries(instance.nodeRuns)) {
    const node = index?.byId.get(nodeId);
    if (!node || run.passedAt === null || (node.type !== NodeType.Approver && node.type !== NodeType.Handler))
      continue;
    const tasks = instance.tasks.filter(
      (t) => t.nodeId === nodeId && t.round === run.round && t.taskType === 1,
    );
    const states = tasks.map((t) => t.taskState);
    if (tasks.length === 0) {
      expect(
        instance.timeline.some(
          (n) =>
            (n.kind === 'emptyAssigneePassed' || n.kind === 'noSupervisorPassed') &&
            n.nodeId === nodeId &&
            n.round === run.round,
        ),
      ).toBe(true);
    } else if (run.decision === 'disagree') {
      expect(states).toContain(2);
    } else if (node.configure?.needClaim || examineModeOf(node) === 3) {
      expect(states).toContain(1);
    } else {
      expect(states).toContain(1);
      expect(states.every((s) => s === 1 || s === 6)).toBe(true);
    }
  }
}

/** Every task shows up exactly once in process dynamics, with its state; open entries show as processing. */
function checkTimeline(instance: EngineInstance) {
  const info = processInfo(instance);
  const shown = info.entries.flatMap((entry) => entry.approvalInfos);
  expect(shown.map((i) => i.taskId).sort()).toEqual(instance.tasks.map((t) => t.id).sort());
  for (const item of shown)
    expect(item.taskState).toBe(
      shownTaskState(instance.tasks.find((t) => t.id === item.taskId) ?? { taskState: -1 as 0 }),
    );
  for (const entry of info.entries) {
    const open = entry.approvalInfos.filter(
      (i) => i.taskState === 0 || (i.taskState === 3 && i.endTime === null),
    );
    if (open.length > 0) {
      // an open entry shows 3 (overtime) while one of its open tasks ran out of time, else 0 (processing)
      expect(entry.endTime).toBeNull();
      expect(entry.taskState).toBe(open.some((i) => i.taskState === 3) ? 3 : 0);
    }
  }
  expect(info.entries.some((entry) => entry.taskType === -1)).toBe(instance.state !== 0);
}

/** Approves (claiming first, picking actors when asked) until the instance ends. */
function driveToEnd(instance: EngineInstance, ctx: EngineContext): EngineInstance {
  let current = instance;
  for (let guard = 0; current.state === 0 && guard < 300; guard++) {
    const waiting = applicantTaskOf(current);
    if (waiting) {
      const resubmitted = act(current, { kind: 'resubmit', taskId: waiting.id, userId: 'init' }, ctx);
      if (isEngineFailure(resubmitted)) throw new Error(`resubmit failed: ${resubmitted.error}`);
      current = resubmitted.instance;
      checkInvariants(current);
      continue;
    }
    const task = openTasks(current).find((open) => !isHeld(current, open));
    if (!task) break;
    const userId = task.assignee?.userId ?? task.candidates[0]?.userId ?? '';
    const event: EngineEvent = task.assignee
      ? { kind: 'approve', taskId: task.id, userId, assignorList: [user('u2')], signed: true }
      : { kind: 'claim', taskId: task.id, userId };
    const result = act(current, event, ctx);
    if (isEngineFailure(result)) throw new Error(`drive failed: ${result.error}`);
    current = result.instance;
    checkInvariants(current);
  }
  return current;
}

describe('engine properties over random flows and actions', () => {
  it('ends in one terminal state, never leaves tasks open, keeps modes, timeline and version consistent', () => {
    fc.assert(
      fc.property(
        flowTree,
        formValue,
        fc.array(actionPick, { maxLength: 30 }),
        fc.boolean(),
        fc.constantFrom('start', 'returner', 'choose'),
        orgTree,
        fc.record({ approvalOpinion: fc.boolean(), quickApproval: fc.boolean() }),
        (tree, form, picks, isForOthers, returnRestart, organisations, switches) => {
          const ctx = testContext({
            return: true,
            returnRestart,
            allowCc: true,
            share: true,
            void: true,
            freeFlow: true,
            handwrittenSignature: true,
            designateApprover: true,
            submitForOthers: true,
            delegate: true,
            timeLimit: true,
            ...switches,
          });
          // u4 is away during the first minutes (delegate u1): tasks made then go to u1 on u4's behalf
          const away = ctx.now + 120_000;
          ctx.directory = {
            ...withOrgTree(ctx.directory, organisations),
            delegateOf: (userId, now) => (userId === 'u4' && now < away ? user('u1') : null),
          };
          // as the server does: the version's tree is shared by its instances, frozen, and must come through unchanged
          const started = start(deepFreeze(tree), {
            ...ctx,
            initiator: user('init'),
            formData: form,
            assignorList: [user('u3')],
            picks: applicantPicksOf(tree),
            ...(isForOthers ? { submittedBy: user('u2') } : {}),
          });
          if (isEngineFailure(started)) throw new Error(`start failed: ${started.error}`);
          let instance = started.instance;
          expect(instance.version).toBe(1);
          checkInvariants(instance);
          for (const choice of picks) {
            ctx.now += choice.advanceMs;
            const stateBefore = instance.state;
            instance = apply(instance, toEvent(instance, choice), ctx);
            checkInvariants(instance);
            // A finished instance keeps its state, except that an approved one may be voided (1 -> 6).
            if (stateBefore !== 0 && !(stateBefore === 1 && instance.state === 6))
              expect(instance.state).toBe(stateBefore);
          }
          const ended = driveToEnd(instance, ctx);
          expect([1, 2, 3, 5, 6]).toContain(ended.state);
          // voiding a finished instance: only an approved one turns voided, every other stays as it was
          const voided = apply(ended, { kind: 'void', userId: 'init', comment: 'v' }, ctx);
          checkInvariants(voided);
          expect(voided.state).toBe(ended.state === 1 ? 6 : ended.state);
        },
      ),
      { numRuns: 120 },
    );
  });
});
