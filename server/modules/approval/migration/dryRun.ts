/** The dry run (issue 30): every application running on the source version, planned, nothing written. */
import type { MigrationDryRunData, MigrationPlanRowData } from '@shared/api/modules/approval';
import type { FlowNode } from '@shared/flow/types';
import type { AppDeps, SessionContext } from '../../../http/context';
import { currentNodesOf, planMigration } from '../../../engine/migration';
import type { InstancePlan } from '../../../engine/migration';
import { buildIndex, isTaskNode } from '../../../engine/treeIndex';
import type { TreeIndex } from '../../../engine/treeIndex';
import { engineStateOf } from '../tasks/instanceStore';
import { loadMigrationInput, runningOn } from './migrationInput';
import type { MigrationRequest } from './migrationInput';

/** A dry run lists at most this many applications (execution goes through all of them in batches). */
const DRY_RUN_LIMIT = 2000;

const refOf = (index: TreeIndex | null, id: string) => ({ id, name: index?.byId.get(id)?.nodeName ?? id });

const landingOf = (plan: InstancePlan) => (plan.kind === 'move' ? plan.steps.map((step) => step.to) : []);

export const dryRun = async (
  deps: AppDeps,
  session: SessionContext,
  request: MigrationRequest,
): Promise<MigrationDryRunData> => {
  const input = await loadMigrationInput(deps, session, request);
  const sourceIndex = buildIndex(input.source.tree);
  const targetIndex = buildIndex(input.target.tree);
  const running = await runningOn(deps, session.merchantId, input.source.versionId, { limit: DRY_RUN_LIMIT });
  const gone = new Set<string>();
  const rows = running.map((row): MigrationPlanRowData => {
    const state = engineStateOf(row);
    const plan = planMigration(input, { versionId: row.versionId, state }, targetIndex);
    const current = currentNodesOf(state);
    for (const nodeId of current) if (!targetIndex?.byId.has(nodeId)) gone.add(nodeId);
    return {
      instanceId: row.id,
      itemName: row.itemName,
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
    };
  });
  const targetNodes = [...(targetIndex?.byId.values() ?? [])].filter(
    (node: FlowNode) => isTaskNode(node) && node.id !== targetIndex?.root.id,
  );
  return {
    rows,
    goneNodes: [...gone].map((id) => refOf(sourceIndex, id)),
    targetNodes: targetNodes.map((node) => ({ id: node.id, name: node.nodeName })),
  };
};
