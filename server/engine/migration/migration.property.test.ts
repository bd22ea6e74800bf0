import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { insertAfter, removeNode, updateNode } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import { act } from '../act';
import { isEngineFailure } from '../errors';
import { start } from '../start';
import { approver, openTasks, testContext, user } from '../testing/flowBuilders';
import { applicantPicksOf, flowTree, formValue, POOL } from '../testing/randomFlows';
import { buildIndex, downstreamOf, groupKind, isTaskNode } from '../treeIndex';
import type { TreeIndex } from '../treeIndex';
import type { EngineContext, EngineInstance } from '../types';
import { applyMigration } from './apply';
import { currentNodesOf, planMigration } from './plan';
import type { MigrationInput } from './types';

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length ? list[n % list.length] : undefined;

const idsOf = (root: FlowNode): FlowNode[] => [...(buildIndex(root)?.byId.values() ?? [])];

/** Starts an application and walks it forward: each number approves (claiming first) one open task. */
function runningInstance(
  tree: FlowNode,
  k: string,
  moves: number[],
  ctx: EngineContext,
): EngineInstance | null {
  const started = start(tree, {
    ...ctx,
    initiator: user('init'),
    formData: { k, gone: 'kept' },
    picks: applicantPicksOf(tree),
    assignorList: [user('u2')],
  });
  if (isEngineFailure(started)) return null;
  let instance = started.instance;
  for (const move of moves) {
    const task = pick(openTasks(instance), move);
    if (!task) break;
    const holder = task.assignee?.userId ?? task.candidates[0]?.userId ?? 'u1';
    if (!task.assignee) {
      const claimed = act(instance, { kind: 'claim', taskId: task.id, userId: holder }, ctx);
      if (isEngineFailure(claimed)) break;
      instance = claimed.instance;
    }
    const approved = act(
      instance,
      { kind: 'approve', taskId: task.id, userId: holder, comment: 'ok', assignorList: [user('u3')] },
      ctx,
    );
    if (isEngineFailure(approved)) break;
    instance = approved.instance;
  }
  return instance;
}

/** The parallel branches (`group/branch`) enclosing a node. */
const parallelPairs = (index: TreeIndex, nodeId: string): string[] => {
  const pairs: string[] = [];
  for (let branch = index.branchOf.get(nodeId) ?? null; branch !== null;) {
    const group = index.byId.get(index.groupOf.get(branch) ?? '');
    if (!group) break;
    if (groupKind(group) === 'parallel') pairs.push(`${group.id}/${branch}`);
    branch = index.branchOf.get(group.id) ?? null;
  }
  return pairs;
};

/** A running application's parallel branches are whole: each waiting branch holds an open node, no open node is elsewhere. */
const expectWholeBranches = (instance: EngineInstance, index: TreeIndex) => {
  if (instance.state !== 0 || instance.returned) return;
  const waiting = instance.joins.flatMap((join) => join.waiting.map((branch) => `${join.groupId}/${branch}`));
  const reached = new Set(currentNodesOf(instance).flatMap((nodeId) => parallelPairs(index, nodeId)));
  expect([...reached].sort()).toEqual([...new Set(waiting)].sort());
};

interface Edits {
  removals: number[];
  additions: number[];
  approverChanges: number[];
  mappings: Array<number | null>;
}

/** The next version: some task nodes removed, approvers added after some nodes, some approvers changed. */
function nextVersion(source: FlowNode, edits: Edits): { tree: FlowNode; mapping: Record<string, string> } {
  let tree = source;
  const taskIds = () => idsOf(tree).filter((node) => isTaskNode(node) && node.id !== tree.id);
  for (const n of edits.removals) {
    const gone = pick(taskIds(), n);
    if (gone) tree = removeNode(tree, gone.id);
  }
  edits.additions.forEach((n, position) => {
    const after = pick(idsOf(tree), n);
    if (after && !after.conditionNodes)
      tree = insertAfter(tree, after.id, approver(`x${position}`, [pick(POOL, n) ?? 'u1']));
  });
  for (const n of edits.approverChanges) {
    const changed = pick(taskIds(), n);
    if (changed)
      tree = updateNode(tree, changed.id, { nodeUserList: [{ id: 'u4', name: 'U4' }], nodeName: 'renamed' });
  }
  const kept = new Set(idsOf(tree).map((node) => node.id));
  // mostly task nodes (a real choice), now and then any node (refused unless it is one)
  const taskTargets = taskIds();
  const targets = idsOf(tree);
  const mapping: Record<string, string> = {};
  idsOf(source)
    .filter((node) => !kept.has(node.id))
    .forEach((node, position) => {
      const choice = edits.mappings[position % Math.max(1, edits.mappings.length)];
      const target =
        choice === null || choice === undefined
          ? undefined
          : pick(choice % 4 === 0 ? targets : taskTargets, choice);
      if (target) mapping[node.id] = target.id;
    });
  return { tree, mapping };
}

const editsArb: fc.Arbitrary<Edits> = fc.record({
  removals: fc.array(fc.nat(30), { maxLength: 3 }),
  additions: fc.array(fc.nat(30), { maxLength: 2 }),
  approverChanges: fc.array(fc.nat(30), { maxLength: 2 }),
  mappings: fc.array(fc.option(fc.nat(30)), { minLength: 1, maxLength: 4 }),
});

const REASONS = [
  'notRunning',
  'alreadyOnTarget',
  'notOnSourceVersion',
  'returnedToApplicant',
  'noOpenNode',
  'nodeGone',
  'notTaskNode',
  'parallelMismatch',
];

describe('migration planner (issue 30, property)', () => {
  it('moves each running application to nodes of the target, whole, once; or leaves it with a reason', () => {
    fc.assert(
      fc.property(
        flowTree,
        fc.array(fc.tuple(formValue, fc.array(fc.nat(10), { maxLength: 2 })), { minLength: 2, maxLength: 5 }),
        editsArb,
        (source, starts, edits) => {
          const { tree, mapping } = nextVersion(source, edits);
          const index = buildIndex(tree);
          if (!index) throw new Error('edited tree lost its ids');
          const input: MigrationInput = {
            source: { versionId: 'v1', version: 1, tree: source },
            target: { versionId: 'v2', version: 2, tree, settings: {}, fieldKeys: ['k'] },
            mapping,
          };
          const instances = starts.flatMap(([form, moves], position) => {
            const instance = runningInstance(
              source,
              form.k,
              moves,
              testContext({}, 1_700_000_000_000 + position),
            );
            return instance ? [{ ...instance, id: `app${position}` }] : [];
          });
          const sourceIndex = buildIndex(source);
          if (sourceIndex) for (const state of instances) expectWholeBranches(state, sourceIndex);
          const plans = instances.map((state) => planMigration(input, { versionId: 'v1', state }));
          // every application exactly once in the plan
          expect(plans.map((plan) => plan.instanceId)).toEqual(instances.map((state) => state.id));
          plans.forEach((plan, position) => {
            const state = instances[position] as EngineInstance;
            expect(plan.missingFields).toEqual(['gone']);
            if (plan.kind === 'stay') {
              expect(REASONS).toContain(plan.reason);
              if (state.state === 0 && currentNodesOf(state).length > 0 && !state.returned)
                expect(['nodeGone', 'notTaskNode', 'parallelMismatch']).toContain(plan.reason);
              expect(
                applyMigration(input, { versionId: 'v1', state }, plan, {
                  ...testContext(),
                  by: user('admin'),
                }),
              ).toBeNull();
              return;
            }
            expect(plan.steps.map((step) => step.from)).toEqual(currentNodesOf(state));
            const by = { by: user('admin') };
            const once = applyMigration(input, { versionId: 'v1', state }, plan, {
              ...testContext({}, 1_800_000_000_000),
              ...by,
            });
            if (!once) throw new Error('a move plan did not apply');
            // the same plan on the same application gives the same result; on the moved one it changes nothing
            const again = applyMigration(input, { versionId: 'v1', state }, plan, {
              ...testContext({}, 1_800_000_000_000),
              ...by,
            });
            expect(again).toEqual(once);
            const moved = { versionId: 'v2', state: once.instance };
            expect(applyMigration(input, moved, plan, { ...testContext(), ...by })).toBeNull();
            expect(planMigration(input, moved)).toMatchObject({ kind: 'stay', reason: 'alreadyOnTarget' });
            // every open task on a task node of the target, no two open nodes on one path
            const open = currentNodesOf(once.instance);
            for (const nodeId of open) expect(isTaskNode(index.byId.get(nodeId) as FlowNode)).toBe(true);
            for (const nodeId of open)
              for (const other of open) expect(downstreamOf(index, nodeId).has(other)).toBe(false);
            for (const join of once.instance.joins) expect(index.byId.has(join.groupId)).toBe(true);
            expectWholeBranches(once.instance, index);
            // tasks of a node that keeps its approvers keep their assignees
            for (const step of plan.steps.filter((s) => s.keepsAssignees))
              for (const task of openTasks(state).filter((t) => t.nodeId === step.from))
                expect(openTasks(once.instance).find((t) => t.id === task.id)?.assignee).toEqual(
                  task.assignee,
                );
            expect(once.instance.formData).toEqual(state.formData);
            expect(
              once.instance.timeline.at(0)?.kind === 'migrated' ||
                once.instance.timeline.some((n) => n.kind === 'migrated'),
            ).toBe(true);
            // the engine goes on with the moved application
            const next = pick(openTasks(once.instance), 0);
            if (next?.assignee) {
              const result = act(
                once.instance,
                { kind: 'approve', taskId: next.id, userId: next.assignee.userId, comment: 'ok' },
                testContext(),
              );
              if (isEngineFailure(result)) expect(result.error).not.toBe('invalidTree');
            }
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
