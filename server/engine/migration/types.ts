/**
 * Moving running applications to another published version of their flow (issue 30): what the planner reads
 * and the plan it answers per application. Plain JSON, so the dry run can answer it as it is.
 */
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import type { EngineInstance } from '../types';

/** One published version as the planner sees it. */
export interface MigrationVersion {
  versionId: string;
  /** The version number people see ("version 3"). */
  version: number;
  tree: FlowNode;
}

export interface MigrationTarget extends MigrationVersion {
  settings: Partial<FlowSettings>;
  /** Data keys of the target version's form fields. */
  fieldKeys: string[];
}

/** Source and target versions, and the node the administrator chose for each node the target no longer has. */
export interface MigrationInput {
  source: MigrationVersion;
  target: MigrationTarget;
  mapping: Record<string, string>;
}

/** A running application: the version it runs on and its engine state. */
export interface MigratingInstance {
  versionId: string;
  state: EngineInstance;
}

/** Why an application stays where it is. */
export type StayReason =
  | 'notRunning'
  | 'alreadyOnTarget'
  | 'notOnSourceVersion'
  | 'returnedToApplicant'
  | 'noOpenNode'
  /** `nodeId`: a current node the target does not have and nobody mapped. */
  | 'nodeGone'
  /** `nodeId`: the node it would land on is not an approver or handler node. */
  | 'notTaskNode'
  /** Parallel branches would not move as a whole (a branch left behind, two nodes on one chain). */
  | 'parallelMismatch';

/** One current node and where it lands; `keepsAssignees` when the landing node keeps the node's approvers. */
export interface MigrationStep {
  from: string;
  to: string;
  keepsAssignees: boolean;
}

interface PlanBase {
  instanceId: string;
  /** Form data keys the target's form no longer has: kept in the record, named in the dry run. */
  missingFields: string[];
}

export type InstancePlan =
  | (PlanBase & { kind: 'move'; steps: MigrationStep[] })
  | (PlanBase & { kind: 'stay'; reason: StayReason; nodeId?: string });
