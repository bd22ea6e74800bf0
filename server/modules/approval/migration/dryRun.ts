/** The dry run (issue 30): every application running on the source version, planned, nothing written. */
import type { MigrationDryRunData, MigrationPlanRowData } from '@shared/api/modules/approval';
import type { FlowNode } from '@shared/flow/types';
import type { AppDeps, SessionContext } from '../../../http/context';
import { currentNodesOf, planMigration } from '../../../engine/migration';
import type { InstancePlan } from '../../../engine/migration';
import { buildIndex, isTaskNode } from '../../../engine/treeIndex';
import type { TreeIndex } from '../../../engine/treeIndex';
import { itemNameFor } from '../itemName';
import { frozenVersion, stateWithVersion } from '../tasks/instanceStore';
import { loadMigrationInput, runningOn } from './migrationInput';
import type { MigrationRequest } from './migrationInput';

/** A dry run lists at most this many applications; it plans and counts all of them (execution moves all). */
const DRY_RUN_LIMIT = 2000;
/** Running applications read per query while planning. */
const PAGE = 500;

const refOf = (index: TreeIndex | null, id: string) => ({ id, name: index?.byId.get(id)?.nodeName ?? id });

const landingOf = (plan: InstancePlan) => (plan.kind === 'move' ? plan.steps.map((step) => step.to) : []);

type RunningRow = Awaited<ReturnType<typeof runningOn>>[number];

const rowOf = (
  row: RunningRow,
  current: string[],
  plan: InstancePlan,
  sourceIndex: TreeIndex | null,
  targetIndex: TreeIndex | null,
  locale: string,
): MigrationPlanRowData => ({
  instanceId: row.id,
  itemName: itemNameFor(row, locale),
  applicant: row.createByName,
  currentNodes: current.map((id) => refOf(sourceIndex, id)),
  landingNodes: landingOf(plan).map((id) => refOf(targetIndex, id)),
  moves: plan.kind === 'move',
  keepsAssignees: plan.kind === 'move' && plan.steps.every((step) => step.keepsAssignees),
  missingFields: plan.missingFields,
  ...(plan.kind === 'stay' ? { reason: plan.reason } : {}),
  ...(plan.kind === 'stay' && plan.nodeId !== undefined
    ? { reasonNode: refOf(plan.reason === 'nodeGone' ? sourceIndex : targetIndex, plan.nodeId) }
    : {}),
});

export const dryRun = async (
  deps: AppDeps,
  session: SessionContext,
  request: MigrationRequest,
  locale: string,
): Promise<MigrationDryRunData> => {
  const input = await loadMigrationInput(deps, session, request);
  const sourceIndex = buildIndex(input.source.tree);
  const targetIndex = buildIndex(input.target.tree);
  const sourceVersion = await frozenVersion(deps.db, input.source.versionId);
  const gone = new Set<string>();
  const rows: MigrationPlanRowData[] = [];
  let total = 0;
  let moving = 0;
  let after: string | undefined;
  for (;;) {
    const page = await runningOn(deps, session.merchantId, input.source.versionId, { after, limit: PAGE });
    for (const row of page) {
      const state = stateWithVersion(row.data, sourceVersion);
      const plan = planMigration(input, { versionId: row.versionId, state }, targetIndex);
      const current = currentNodesOf(state);
      for (const nodeId of current) if (!targetIndex?.byId.has(nodeId)) gone.add(nodeId);
      total += 1;
      if (plan.kind === 'move') moving += 1;
      if (rows.length < DRY_RUN_LIMIT) rows.push(rowOf(row, current, plan, sourceIndex, targetIndex, locale));
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]?.id;
  }
  const targetNodes = [...(targetIndex?.byId.values() ?? [])].filter(
    (node: FlowNode) => isTaskNode(node) && node.id !== targetIndex?.root.id,
  );
  return {
    rows,
    total,
    moving,
    goneNodes: [...gone].map((id) => refOf(sourceIndex, id)),
    targetNodes: targetNodes.map((node) => ({ id: node.id, name: node.nodeName })),
  };
};
