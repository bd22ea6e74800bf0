/** Known durations for the analytics API tests: instances and tasks seeded in bulk, and the interpolation used. */
import { InstanceState as I, TaskState as S, TaskType } from '@shared/approval/states';
import { wfInstances, wfTasks } from '../../server/db/schema';
import type { TestServer } from './harness';
import { IDS } from './approval.kit';

export const SECOND = 1000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** percentile_cont: linear interpolation at position p·(n−1) of the sorted values. */
export const percentileCont = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const low = sorted[Math.floor(at)] as number;
  const high = sorted[Math.ceil(at)] as number;
  return low + (high - low) * (at - Math.floor(at));
};

export interface SeedInstance {
  id: string;
  /** Start, relative to now. */
  at: number;
  state: number;
  /** Seconds from start to end; absent while running. */
  finish?: number;
  degree?: number;
  merchantId?: string;
  processId?: string;
}
/** [instance, node, waited seconds (absent: open), state, assignee, options]. */
export type SeedTask = [
  string,
  'n1' | 'n2' | 'n9',
  number | undefined,
  number,
  string,
  { type?: number; name?: string; candidates?: string[]; startAfter?: number }?,
];

export const INSTANCES: SeedInstance[] = [
  { id: 'AN-01', at: -20 * DAY, state: I.Approved, finish: 3_000 },
  { id: 'AN-02', at: -19 * DAY, state: I.Approved, finish: 7_200 },
  { id: 'AN-03', at: -18 * DAY, state: I.Rejected, finish: 90_000 },
  { id: 'AN-04', at: -17 * DAY, state: I.Revoked, finish: 14_400 },
  { id: 'AN-05', at: -16 * DAY, state: I.Terminated, finish: 700_000 },
  { id: 'AN-06', at: -15 * DAY, state: I.Approved, finish: 300_000 },
  { id: 'AN-07', at: -3 * DAY, state: I.UnderApproval, degree: 2 },
  { id: 'AN-08', at: -13 * HOUR, state: I.UnderApproval, degree: 3 },
  { id: 'AN-09', at: -1 * HOUR, state: I.UnderApproval, degree: 3 },
  { id: 'AN-12', at: -4 * DAY, state: I.UnderApproval, degree: 1 },
  // outside the last 30 days
  { id: 'AN-10', at: -40 * DAY, state: I.Approved, finish: 1_000 },
  // another tenant's instance naming the same flow id
  { id: 'AN-11', at: -5 * DAY, state: I.Approved, finish: 500, merchantId: 'M002' },
];

export const TASKS: SeedTask[] = [
  ['AN-01', 'n1', 1_000, S.Adopt, IDS.lisi, { name: 'Old manager' }],
  ['AN-01', 'n2', 1_500, S.Adopt, IDS.wangwu, { startAfter: 1_000 }],
  ['AN-01', 'n1', 99_999, S.Adopt, IDS.zhangsan, { type: TaskType.Initiator }],
  ['AN-01', 'n2', 99_999, S.Adopt, IDS.zhaoliu, { type: TaskType.Cc }],
  ['AN-02', 'n1', 600, S.Adopt, IDS.lisi],
  ['AN-02', 'n2', 6_000, S.Adopt, IDS.wangwu],
  ['AN-03', 'n1', 2_000, S.Adopt, IDS.lisi],
  ['AN-03', 'n2', 80_000, S.Refuse, IDS.wangwu],
  ['AN-04', 'n1', 500, S.Withdraw, IDS.lisi],
  ['AN-05', 'n1', 3_000, S.Fallback, IDS.lisi],
  ['AN-05', 'n1', 4_000, S.Adopt, IDS.lisi],
  ['AN-05', 'n2', 600_000, S.Overtime, IDS.wangwu],
  ['AN-06', 'n1', 100, S.Adopt, IDS.lisi],
  ['AN-06', 'n2', 250_000, S.Adopt, IDS.wangwu],
  ['AN-07', 'n1', 10_000, S.Adopt, IDS.lisi],
  ['AN-07', 'n1', 7_000, S.Overtime, IDS.lisi],
  ['AN-07', 'n2', undefined, S.Processing, IDS.wangwu, { startAfter: 3 * 86_400 - 50_000 }],
  ['AN-07', 'n2', undefined, S.Processing, IDS.zhaoliu, { startAfter: 3 * 86_400 - 50_000 }],
  ['AN-08', 'n1', undefined, S.Processing, IDS.lisi],
  ['AN-09', 'n1', undefined, S.Processing, '', { candidates: [IDS.lisi, IDS.zhaoliu] }],
  ['AN-12', 'n1', undefined, S.Processing, IDS.lisi],
  ['AN-10', 'n1', 999_999, S.Adopt, IDS.lisi],
  ['AN-11', 'n1', 5, S.Adopt, 'U2001'],
  // a node since removed from the design
  ['AN-02', 'n9', 50, S.Adopt, IDS.lisi, { name: 'Removed step', startAfter: 60 }],
];

export const NAMES: Record<string, string> = {
  [IDS.lisi]: '李四',
  [IDS.wangwu]: '王五',
  [IDS.zhaoliu]: '赵六',
  [IDS.zhangsan]: '张三',
};

/** Inserts the instances and tasks above in bulk, at times relative to `now`. */
export const seed = async (server: TestServer, now: number, flowId: string, offFlowId: string) => {
  const startOf = new Map(INSTANCES.map((i) => [i.id, now + i.at]));
  const instanceRow = (i: SeedInstance, processId: string) => ({
    id: i.id,
    merchantId: i.merchantId ?? 'M001',
    processId,
    versionId: 'seeded',
    processName: processId === flowId ? 'Diagnosed flow' : 'Quiet flow',
    processType: 'hr',
    itemName: `Item ${i.id}`,
    degree: i.degree ?? 1,
    state: i.state,
    createBy: IDS.zhangsan,
    createByName: '张三',
    createTime: now + i.at,
    endTime: i.finish === undefined ? null : now + i.at + i.finish * SECOND,
    version: 1,
    data: {},
  });
  await server.deps.db
    .insert(wfInstances)
    .values([
      ...INSTANCES.map((i) => instanceRow(i, flowId)),
      instanceRow({ id: 'AN-20', at: -2 * DAY, state: I.UnderApproval }, offFlowId),
    ]);
  await server.deps.db.insert(wfTasks).values(
    TASKS.map(([instanceId, nodeId, waited, taskState, assignee, options = {}], n) => {
      const start = (startOf.get(instanceId) as number) + (options.startAfter ?? 0) * SECOND;
      return {
        id: `AT-${String(n).padStart(2, '0')}`,
        merchantId: instanceId === 'AN-11' ? 'M002' : 'M001',
        instanceId,
        nodeId,
        nodeName: options.name ?? (nodeId === 'n1' ? 'Manager at the time' : 'HR'),
        taskType: options.type ?? TaskType.Handler,
        assigneeId: assignee,
        assigneeName: NAMES[assignee] ?? '',
        candidateIds: options.candidates ?? [],
        taskState,
        startTime: start,
        endTime: waited === undefined ? null : start + waited * SECOND,
        version: 1,
      };
    }),
  );
};
