/**
 * Moving running applications to another published version of their flow (issue 30): the versions to choose
 * from, a dry run that plans every running application, and the execution in batches (each application in its
 * own transaction, exactly once per request id).
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { MANAGE_PERMISSION } from './flows';
import { Id } from './schemas';

/** Why an application stays where it is (the planner's reasons, translated as `migration.reason.<reason>`). */
export const STAY_REASONS = [
  'notRunning',
  'alreadyOnTarget',
  'notOnSourceVersion',
  'returnedToApplicant',
  'noOpenNode',
  'nodeGone',
  'notTaskNode',
  'parallelMismatch',
] as const;

const NodeRef = Type.Object({ id: Type.String(), name: Type.String() });
/** Node id of the source version → node id of the target, for nodes the target no longer has. */
const Mapping = Type.Record(
  Type.String({ minLength: 1, maxLength: 64 }),
  Type.String({ minLength: 1, maxLength: 64 }),
  {
    maxProperties: 500,
  },
);
const VersionPair = {
  id: Id,
  fromVersion: Type.Integer({ minimum: 1 }),
  toVersion: Type.Integer({ minimum: 1 }),
  mapping: Type.Optional(Mapping),
};

export const MigrationPlanRow = Type.Object({
  instanceId: Type.String(),
  itemName: Type.String(),
  applicant: Type.String(),
  currentNodes: Type.Array(NodeRef),
  /** Where it lands (empty when it stays). */
  landingNodes: Type.Array(NodeRef),
  moves: Type.Boolean(),
  reason: Type.Optional(Type.Union(STAY_REASONS.map((reason) => Type.Literal(reason)))),
  /** The node the reason is about (a gone node, a landing that is no approver). */
  reasonNode: Type.Optional(NodeRef),
  /** Open tasks keep their assignees (the landing nodes keep their approvers). */
  keepsAssignees: Type.Boolean(),
  /** Form data keys the target's form no longer has: kept in the record. */
  missingFields: Type.Array(Type.String()),
});
export type MigrationPlanRowData = Static<typeof MigrationPlanRow>;

export const MigrationDryRun = Type.Object({
  /** The first applications, by id (at most 2,000); `total` and `moving` count all of them. */
  rows: Type.Array(MigrationPlanRow),
  /** Applications running on the source version. */
  total: Type.Integer(),
  /** Of those, how many the plan moves. */
  moving: Type.Integer(),
  /** Current nodes of running applications that the target no longer has: each needs a mapping. */
  goneNodes: Type.Array(NodeRef),
  /** Approver and handler nodes of the target, to map a gone node to. */
  targetNodes: Type.Array(NodeRef),
});
export type MigrationDryRunData = Static<typeof MigrationDryRun>;

export const MigrationOutcome = Type.Object({
  instanceId: Type.String(),
  moved: Type.Boolean(),
  reason: Type.Optional(Type.Union(STAY_REASONS.map((reason) => Type.Literal(reason)))),
});
export type MigrationOutcomeData = Static<typeof MigrationOutcome>;

export const migrationApi = {
  /** Plans every application running on `fromVersion`; changes nothing. */
  migrationDryRun: endpoint({
    method: 'POST',
    path: '/jflow/migration/dryRun',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object(VersionPair),
    response: MigrationDryRun,
  }),
  /**
   * Moves one batch: the applications running on `fromVersion` (ids after `after`, at most `limit`), each in its
   * own transaction. `next` is the cursor of the following batch, absent after the last. The same `requestId`
   * again changes nothing: each application's move is keyed by it, and a moved application no longer runs on
   * `fromVersion`.
   */
  migrationExecute: endpoint({
    method: 'POST',
    path: '/jflow/migration/execute',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({
      ...VersionPair,
      requestId: Type.String({ minLength: 8, maxLength: 40 }),
      after: Type.Optional(Type.String({ maxLength: 64 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    }),
    response: Type.Object({
      outcomes: Type.Array(MigrationOutcome),
      next: Type.Optional(Type.String()),
    }),
  }),
};
