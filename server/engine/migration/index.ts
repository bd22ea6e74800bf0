/** Moving running applications between published versions of a flow (issue 30). */
export { planMigration, currentNodesOf } from './plan';
export { applyMigration } from './apply';
export type { MigrationActor } from './apply';
export type {
  InstancePlan,
  MigratingInstance,
  MigrationInput,
  MigrationStep,
  MigrationTarget,
  MigrationVersion,
  StayReason,
} from './types';
