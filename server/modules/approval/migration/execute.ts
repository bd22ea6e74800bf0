/**
 * Executing a migration (issue 30): one batch of the applications running on the source version, each through
 * `runAction` (its own transaction, the row locked, the request key claimed per application so the same request
 * again changes nothing). The plan is made again on the locked row, so an application that moved on meanwhile
 * is planned as it is now; a moved application gets the target version, a timeline note and an audit entry.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import type { MigrationOutcomeData } from '@shared/api/modules/approval';
import type { Tx } from '../../../db/database';
import type { AppDeps } from '../../../http/context';
import { applyMigration, planMigration } from '../../../engine/migration';
import type { InstancePlan, MigrationInput } from '../../../engine/migration';
import { buildIndex } from '../../../engine/treeIndex';
import { recordOperation } from '../../identity/common/audit';
import { itemNameFor } from '../itemName';
import { runAction } from '../tasks/runAction';
import type { ActionCaller } from '../tasks/runAction';
import type { LockedInstance } from '../tasks/instanceStore';
import { loadMigrationInput, runningOn } from './migrationInput';
import type { MigrationRequest } from './migrationInput';

const DEFAULT_BATCH = 50;

export interface ExecuteRequest extends MigrationRequest {
  requestId: string;
  after?: string;
  limit?: number;
}

const outcomeOf = (plan: InstancePlan): MigrationOutcomeData =>
  plan.kind === 'move'
    ? { instanceId: plan.instanceId, moved: true }
    : { instanceId: plan.instanceId, moved: false, reason: plan.reason };

/** The instance row now runs on the target version; the audit names the versions and nodes before and after. */
const recordMove = async (
  tx: Tx,
  caller: ActionCaller,
  input: MigrationInput,
  row: LockedInstance,
  applicantName: string,
  plan: InstancePlan,
  now: Date,
) => {
  await tx.execute(
    sql`update wf_instances set version_id = ${input.target.versionId}
    where id = ${row.id} and merchant_id = ${row.merchantId}`,
  );
  const steps = plan.kind === 'move' ? plan.steps : [];
  await recordOperation(
    tx,
    caller.session,
    {
      action: 'update',
      targetType: 'approvalInstance',
      targetId: row.id,
      // the audit is read by the tenant's administrators: the product's default language
      targetName: itemNameFor({ ...row, createByName: applicantName }, DEFAULT_LOCALE),
      before: { version: input.source.version, nodes: steps.map((step) => step.from).join(', ') },
      after: { version: input.target.version, nodes: steps.map((step) => step.to).join(', ') },
    },
    now,
  );
};

const moveOne = async (
  deps: AppDeps,
  caller: ActionCaller,
  input: MigrationInput,
  instanceId: string,
  requestId: string,
): Promise<MigrationOutcomeData> => {
  const targetIndex = buildIndex(input.target.tree);
  let plan: InstancePlan | undefined;
  const answer = await runAction<MigrationOutcomeData>(
    deps,
    caller,
    {
      instanceId,
      requestId: `${requestId}:${instanceId}`,
      action: 'migrate',
      answer: () => outcomeOf(plan as InstancePlan),
      unchanged: () => outcomeOf(plan as InstancePlan),
      persist: (tx, result, row) =>
        recordMove(
          tx,
          caller,
          input,
          row,
          result.instance.initiator.userName,
          plan as InstancePlan,
          deps.now(),
        ),
    },
    (env) => {
      const instance = { versionId: env.row.versionId, state: env.state };
      plan = planMigration(input, instance, targetIndex);
      const { userId, userName } = caller.session;
      return applyMigration(input, instance, plan, { ...env.ctx, by: { userId, userName } });
    },
  );
  return answer ?? { instanceId, moved: false, reason: 'noOpenNode' };
};

/** Runs one batch; `next` names where the following batch starts. */
export const executeMigration = async (deps: AppDeps, caller: ActionCaller, request: ExecuteRequest) => {
  const input = await loadMigrationInput(deps, caller.session, request);
  const limit = request.limit ?? DEFAULT_BATCH;
  const batch = await runningOn(deps, caller.session.merchantId, input.source.versionId, {
    after: request.after,
    limit,
  });
  const outcomes: MigrationOutcomeData[] = [];
  for (const row of batch) outcomes.push(await moveOne(deps, caller, input, row.id, request.requestId));
  const last = batch[batch.length - 1];
  return { outcomes, ...(batch.length === limit && last ? { next: last.id } : {}) };
};
