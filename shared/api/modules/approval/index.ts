/** Endpoints of the approval area, declared once (see shared/api/contract.ts). */
import { callbacksApi } from './callbacks';
import { delegationsApi } from './delegations';
import { flowsApi } from './flows';
import { flowVersionsApi } from './flowVersions';
import { formsApi } from './forms';
import { formSourcesApi } from './formSources';
import { migrationApi } from './migration';
import { tasksApi } from './tasks';

export const approvalApi = {
  ...flowsApi,
  ...flowVersionsApi,
  ...formsApi,
  ...formSourcesApi,
  ...tasksApi,
  ...callbacksApi,
  ...delegationsApi,
  ...migrationApi,
};

export { MANAGE_PERMISSION, PROCESS_TYPES } from './flows';
export type { ProcessDetailData, ProcessRowData, ProcessSaveBody } from './flows';
export type { VersionDetailData, VersionRowData } from './flowVersions';
export type { FieldAliasRow, FormConfigData, FormRowData } from './forms';
export type { PickerOrganizationRow, PickerPersonRow, PickerQueryData } from './formSources';
export { CALLBACK_EVENTS } from './callbacks';
export { InstanceState, TASK_ACTIONS, TaskState, TaskType } from '../../../approval/states';
export type {
  InstanceStateCode,
  RestartMode,
  TaskAction,
  TaskStateCode,
  TaskTypeCode,
} from '../../../approval/states';
export type { CallbackConfigData, PushLogRow } from './callbacks';
export type { DelegationBodyData, DelegationRow } from './delegations';
export { STAY_REASONS } from './migration';
export type { MigrationDryRunData, MigrationOutcomeData, MigrationPlanRowData } from './migration';
export type {
  ApprovalRowData,
  FieldChangeRowData,
  InstancePushRow,
  ProcessInfoData,
  ProcessInfoEntryRow,
  PrintDataRow,
  QuickApproveResultData,
  TaskRowData,
  UserOptionRow,
} from './schemas';
