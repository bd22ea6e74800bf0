/** The efficiency diagnosis of a flow: refused unless the flow's "efficiency diagnosis" setting is on. */
import { and, eq } from 'drizzle-orm';
import { ResultCode } from '@shared/api/codes';
import { FINISH_BUCKET_BOUNDS, type DiagnosisData, type SlowTaskRow } from '@shared/api/modules/analytics';
import { wfProcesses } from '../../../db/schema';
import type { AppDeps, SessionContext } from '../../../http/context';
import { AppError, business } from '../../../http/errors';
import { dateOfDay, resolvePeriod, type Period, type PeriodInput } from '../period';
import { fillBuckets } from '../sqlRows';
import { nodeNames } from './nodeNames';
import * as q from './queries';
import { rolledInstanceFigures } from './instanceRollup';
import type { Db } from '../../../db/database';
import { itemNameFor } from '../../approval/itemName';

/** The flow setting that turns the diagnosis on (workflow spec §6, default off), kept in the flow's settings. */
export const DIAGNOSIS_SETTING = 'efficiencyDiagnosis';

/** The tenant's flow, if the diagnosis may be shown for it. */
const diagnosableFlow = async (deps: AppDeps, merchantId: string, processId: string) => {
  const [flow] = await deps.db
    .select({
      processName: wfProcesses.processName,
      settings: wfProcesses.settings,
      modelContent: wfProcesses.modelContent,
    })
    .from(wfProcesses)
    .where(
      and(
        eq(wfProcesses.merchantId, merchantId),
        eq(wfProcesses.id, processId),
        eq(wfProcesses.isDeleted, false),
      ),
    );
  if (!flow) throw new AppError(ResultCode.NotFound, 'analytics:error.flowNotFound');
  if (flow.settings[DIAGNOSIS_SETTING] !== true)
    throw business('analytics:error.diagnosisOff', { processName: flow.processName });
  return flow;
};

const scopeOf = (deps: AppDeps, session: SessionContext, processId: string, period: Period): q.Scope => ({
  merchantId: session.merchantId,
  processId,
  from: period.from,
  to: period.to,
  now: deps.now().getTime(),
  tzOffset: period.tzOffset,
});

/**
 * The instance figures, the time-to-finish histogram, the starts per day and the finish trend per week: from the
 * rollups where they answer.
 */
const instancePart = async (db: Db, scope: q.Scope) => {
  const rolled = await rolledInstanceFigures(db, scope);
  if (rolled)
    return {
      figures: rolled.figures,
      histogram: rolled.histogram,
      perDay: rolled.startedPerDay ?? (await q.startedPerDay(db, scope)),
      perWeek: rolled.finishPerWeek ?? (await q.finishPerWeek(db, scope)),
      approximate: true,
    };
  const [figures, histogram, perDay, perWeek] = await Promise.all([
    q.instanceFigures(db, scope),
    q.finishHistogram(db, scope),
    q.startedPerDay(db, scope),
    q.finishPerWeek(db, scope),
  ]);
  return { figures, histogram, perDay, perWeek, approximate: false };
};

export const flowDiagnosis = async (
  deps: AppDeps,
  session: SessionContext,
  query: PeriodInput & { processId: string },
): Promise<DiagnosisData> => {
  const period = resolvePeriod(query, deps.now());
  const flow = await diagnosableFlow(deps, session.merchantId, query.processId);
  const scope = scopeOf(deps, session, query.processId, period);
  const [{ figures, perDay, histogram, perWeek, ...ofInstances }, ofNodes, holders] = await Promise.all([
    instancePart(deps.db, scope),
    q.nodeFigures(deps.db, scope),
    q.topHolders(deps.db, scope),
  ]);
  const { nodes } = ofNodes;
  const { medianSeconds, p90Seconds, ...instances } = figures;
  const startedOn = new Map(perDay.map((d) => [d.day, d.started]));
  const names = await nodeNames(
    deps.db,
    scope,
    flow.modelContent,
    nodes.map((node) => node.nodeId),
  );
  return {
    processId: query.processId,
    processName: flow.processName,
    period: { from: period.from, to: period.to, days: period.days, tzOffset: period.tzOffset },
    instances,
    timeToFinish: { medianSeconds, p90Seconds },
    nodes: nodes.map((node) => ({
      ...node,
      nodeName: names.get(node.nodeId) ?? node.nodeId,
      topHolders: holders
        .filter((h) => h.nodeId === node.nodeId)
        .map(({ userId, userName, openTasks }) => ({ userId, userName, openTasks })),
    })),
    startedPerDay: Array.from({ length: period.days }, (_, i) => {
      const day = period.firstDay + i;
      return { date: dateOfDay(day), started: startedOn.get(day) ?? 0 };
    }),
    finishPerWeek: perWeek,
    finishHistogram: fillBuckets(FINISH_BUCKET_BOUNDS, histogram),
    approximate: ofInstances.approximate || ofNodes.approximate,
  };
};

export const flowNodeTasks = async (
  deps: AppDeps,
  session: SessionContext,
  query: PeriodInput & { processId: string; nodeId: string; limit?: number },
  locale: string,
): Promise<{ nodeId: string; rows: SlowTaskRow[] }> => {
  const period = resolvePeriod(query, deps.now());
  await diagnosableFlow(deps, session.merchantId, query.processId);
  const scope = scopeOf(deps, session, query.processId, period);
  return {
    nodeId: query.nodeId,
    rows: (await q.slowestOpenTasks(deps.db, scope, query.nodeId, query.limit ?? 20)).map(
      ({ processName, ...row }) => ({
        ...row,
        itemName: itemNameFor({ ...row, processName, createByName: row.createBy }, locale),
      }),
    ),
  };
};
