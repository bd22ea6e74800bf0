/** Builders for the approval model tests: rows as the server sends them, with only what a test changes given. */
import type {
  ApprovalRowData,
  ProcessDetailData,
  ProcessInfoData,
  ProcessRowData,
  PushLogRow,
  TaskRowData,
} from '@shared/api/modules/approval';
import { InstanceState, TaskState, TaskType } from '@shared/api/modules/approval';

export const anApprovalRow = (id: string, over: Partial<ApprovalRowData> = {}): ApprovalRowData => ({
  id,
  taskId: `t-${id}`,
  processId: 'P1',
  processType: 'hr',
  processName: 'Leave',
  itemName: `Item ${id}`,
  degree: 1,
  createTime: 0,
  endTime: null,
  instanceState: InstanceState.UnderApproval,
  createBy: 'Zhang San',
  nodeName: 'Manager',
  taskState: TaskState.Processing,
  taskType: TaskType.Handler,
  isRead: false,
  isShared: false,
  currentHandlers: '',
  title: `Item ${id}`,
  summary: [],
  onBehalfOf: '',
  delegatedTo: '',
  canQuickApprove: false,
  ...over,
});

export const aTask = (over: Partial<TaskRowData> = {}): TaskRowData => ({
  id: 'T1',
  processId: 'P1',
  processName: 'Leave',
  itemName: 'Zhang San – Leave',
  degree: 2,
  taskState: TaskState.Processing,
  taskType: TaskType.Handler,
  needClaim: false,
  isClaimed: true,
  nodeInfo: JSON.stringify({
    type: 1,
    nodeName: 'Manager',
    configure: {},
    privileges: [{ key: 'phone', disabled: false, hidden: true }],
  }),
  variable: JSON.stringify({ days: 3 }),
  instanceId: 'I1',
  instanceState: InstanceState.UnderApproval,
  nodeName: 'Manager',
  assigneeId: 'U2',
  assigneeName: 'Li Si',
  onBehalfOfId: '',
  onBehalfOfName: '',
  initiatorId: 'U1',
  initiatorName: 'Zhang San',
  createTime: 0,
  canTransfer: true,
  canRecall: false,
  actions: ['agree', 'reject'],
  opinion: { isShown: true, requiredFor: ['reject'] },
  formIds: [],
  forms: [],
  displayMode: '1',
  title: 'Zhang San – Leave',
  summary: [],
  ...over,
});

export const aProcessInfo = (over: Partial<ProcessInfoData> = {}): ProcessInfoData => ({
  instanceId: 'I1',
  processName: 'Leave',
  itemName: 'Zhang San – Leave',
  instanceState: InstanceState.UnderApproval,
  createTime: 0,
  endTime: null,
  totalSeconds: 90,
  entries: [],
  notes: [],
  nodeStatuses: { s: 2, a: 1 },
  canUrge: true,
  canRecall: true,
  canShare: false,
  canVoid: false,
  modelContent: '',
  ...over,
});

export const aTemplate = (id: string, over: Partial<ProcessRowData> = {}): ProcessRowData => ({
  id,
  processName: `Flow ${id}`,
  processKey: id,
  processType: 'hr',
  icon: '',
  description: '',
  formIds: ['F1'],
  status: 1,
  version: 1,
  hasDraftChanges: false,
  efficiencyDiagnosis: false,
  updateTime: 0,
  ...over,
});

export const aTemplateDetail = (id: string, over: Partial<ProcessDetailData> = {}): ProcessDetailData => ({
  ...aTemplate(id),
  modelContent: '',
  displayMode: '1',
  managers: [],
  settings: {},
  ...over,
});

export const aPushLog = (id: string, over: Partial<PushLogRow> = {}): PushLogRow => ({
  id,
  instanceId: 'I1',
  event: 'approved',
  url: 'https://example.test/hook',
  attempt: 1,
  status: 'success',
  httpStatus: 200,
  requestBody: '{}',
  responseBody: '',
  error: '',
  isTest: false,
  createTime: 0,
  ...over,
});

/** A page of `rows` the way the paged endpoints answer a `pageNum` / `limit` query. */
export const pageOf = <R>(rows: R[], query: Record<string, unknown>) => {
  const pageNum = Number(query.pageNum ?? 1);
  const limit = Number(query.limit ?? 10);
  return { total: rows.length, rows: rows.slice((pageNum - 1) * limit, pageNum * limit) };
};
