/**
 * What a migration reads: the flow (the tenant's), its source and target versions and the applications running
 * on the source. A version the flow does not have is refused naming the field.
 */
import { InstanceState } from '@shared/approval/states';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import { collectDataFields, dataKey } from '@shared/form/walk';
import { and, asc, eq, gt } from 'drizzle-orm';
import { wfInstances } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { invalid } from '../../../http/errors';
import type { MigrationInput } from '../../../engine/migration';
import { findProcess } from '../definitions/service';
import { findVersion } from '../definitions/versions';
import { parseFormDocument } from '../forms/formRules';

export interface MigrationRequest {
  id: string;
  fromVersion: number;
  toVersion: number;
  mapping?: Record<string, string>;
}

const versionOf = (deps: AppDeps, merchantId: string, processId: string, version: number, field: string) =>
  findVersion(deps, merchantId, processId, version, () =>
    invalid(field, 'approval:migration.error.noVersion', { version }),
  );

const fieldKeysOf = (forms: { jsonContent: string }[]): string[] =>
  forms.flatMap((form) => {
    const document = parseFormDocument(form.jsonContent);
    return document ? collectDataFields(document).map(dataKey) : [];
  });

/** The planner's input for a request of the session's tenant. */
export const loadMigrationInput = async (
  deps: AppDeps,
  session: SessionContext,
  request: MigrationRequest,
): Promise<MigrationInput> => {
  if (request.fromVersion === request.toVersion)
    throw invalid('toVersion', 'approval:migration.error.sameVersion');
  const flow = await findProcess(deps, session.merchantId, request.id);
  const source = await versionOf(deps, session.merchantId, flow.id, request.fromVersion, 'fromVersion');
  const target = await versionOf(deps, session.merchantId, flow.id, request.toVersion, 'toVersion');
  return {
    source: {
      versionId: source.id,
      version: source.version,
      tree: JSON.parse(source.modelContent) as FlowNode,
    },
    target: {
      versionId: target.id,
      version: target.version,
      tree: JSON.parse(target.modelContent) as FlowNode,
      settings: target.settings as Partial<FlowSettings>,
      fieldKeys: fieldKeysOf(target.forms),
    },
    mapping: request.mapping ?? {},
  };
};

/** Running applications on a version, by id (after `after`), at most `limit`. */
export const runningOn = async (
  deps: AppDeps,
  merchantId: string,
  versionId: string,
  page: { after?: string; limit: number },
) =>
  deps.db
    .select({
      id: wfInstances.id,
      versionId: wfInstances.versionId,
      itemName: wfInstances.itemName,
      processName: wfInstances.processName,
      createByName: wfInstances.createByName,
      data: wfInstances.data,
    })
    .from(wfInstances)
    .where(
      and(
        eq(wfInstances.merchantId, merchantId),
        eq(wfInstances.versionId, versionId),
        eq(wfInstances.state, InstanceState.UnderApproval),
        page.after ? gt(wfInstances.id, page.after) : undefined,
      ),
    )
    .orderBy(asc(wfInstances.id))
    .limit(page.limit);
