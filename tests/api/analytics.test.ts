/**
 * Efficiency diagnosis and home page figures (issue 18) against data with known durations, seeded in bulk. Every
 * expected figure is worked out by hand below; `percentileCont` is PostgreSQL's interpolation, used to show the
 * working beside the literal values.
 */
import type { DiagnosisData, HomeData, SlowTaskRow } from '@shared/api/modules/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approver, flow } from '../../server/engine/testing/flowBuilders';
import { dbKind, startServer, type TestServer } from './harness';
import { IDS, ok, publish } from './approval.kit';
import { DAY, percentileCont, seed } from './analytics.seed';

let server: TestServer;
let now: number;
let flowId: string;
let offFlowId: string;
const tokens: Record<string, string> = {};
const t = (name: string) => tokens[name] ?? '';

beforeAll(async () => {
  server = await startServer();
  now = server.clock.now.getTime();
  for (const name of ['admin', 'zhangsan', 'lisi', 'admin2']) tokens[name] = await server.tokenFor(name);
  const tree = () =>
    flow([
      approver('n1', [IDS.lisi], { nodeName: 'Manager' }),
      approver('n2', [IDS.wangwu], { nodeName: 'HR' }),
    ]);
  flowId = await publish(server, t('admin'), tree(), { efficiencyDiagnosis: true });
  offFlowId = await publish(server, t('admin'), tree());
  await seed(server, now, flowId, offFlowId);
});
afterAll(() => server.close());

const diagnosis = (token: string, query: string, language?: string) =>
  server.request<DiagnosisData>('GET', `/analytics/diagnosis?${query}`, { token, language });

describe(`efficiency diagnosis on ${dbKind}`, () => {
  it('counts the instances started in the last 30 days and their time to finish', async () => {
    const d = ok((await diagnosis(t('admin'), `processId=${flowId}&period=30d`)).body);
    expect(d.period).toEqual({
      from: Date.parse('2026-10-23T00:00:00Z'),
      to: Date.parse('2026-11-22T00:00:00Z'),
      days: 30,
      tzOffset: 0,
    });
    // AN-01…09 and AN-12; AN-10 started 40 days ago, AN-11 is another tenant's
    expect(d.instances).toEqual({
      started: 10,
      finished: 6,
      approved: 3,
      rejected: 1,
      revoked: 1,
      terminated: 1,
      running: 4,
    });
    const finished = [3_000, 7_200, 90_000, 14_400, 700_000, 300_000];
    // sorted 3000 7200 14400 90000 300000 700000: median at 2.5, p90 at 4.5
    expect(percentileCont(finished, 0.5)).toBe(52_200);
    expect(percentileCont(finished, 0.9)).toBe(500_000);
    expect(d.timeToFinish).toEqual({ medianSeconds: 52_200, p90Seconds: 500_000 });
    // 3000 | 7200 | 14400 (a bound belongs to the bucket above) | 90000 | 300000 | 700000
    expect(d.finishHistogram.map((b) => [b.minSeconds, b.maxSeconds, b.count])).toEqual([
      [0, 3_600, 1],
      [3_600, 14_400, 1],
      [14_400, 86_400, 1],
      [86_400, 259_200, 1],
      [259_200, 604_800, 1],
      [604_800, 1_209_600, 1],
      [1_209_600, 2_592_000, 0],
      [2_592_000, null, 0],
    ]);
  });

  it('gives per node its tasks, median and p90 wait (open tasks up to now), overtime, rejections, fallbacks and holders', async () => {
    const d = ok((await diagnosis(t('admin'), `processId=${flowId}&period=30d`)).body);
    // handler tasks only (AN-01's initiator and cc rows are not waits); open ones have waited until now
    const n1 = [1_000, 600, 2_000, 500, 3_000, 4_000, 100, 10_000, 7_000, 46_800, 3_600, 345_600];
    const n2 = [1_500, 6_000, 80_000, 600_000, 250_000, 50_000, 50_000];
    // n1 sorted: 100 500 600 1000 2000 3000 3600 4000 7000 10000 46800 345600 → median at 5.5, p90 at 9.9
    expect(percentileCont(n1, 0.5)).toBe(3_300);
    expect(percentileCont(n1, 0.9)).toBeCloseTo(43_120, 6);
    // n2 sorted: 1500 6000 50000 50000 80000 250000 600000 → median at 3, p90 at 5.4
    expect(percentileCont(n2, 0.5)).toBe(50_000);
    expect(percentileCont(n2, 0.9)).toBeCloseTo(390_000, 6);
    // named as the design names them now; n9, no longer in the design, by its tasks
    expect(d.nodes.map((n) => [n.nodeId, n.nodeName])).toEqual([
      ['n1', 'Manager'],
      ['n2', 'HR'],
      ['n9', 'Removed step'],
    ]);
    const [first, second, removed] = d.nodes;
    expect({ ...first, p90WaitSeconds: undefined }).toEqual({
      nodeId: 'n1',
      nodeName: 'Manager',
      tasks: 12,
      openTasks: 3,
      medianWaitSeconds: 3_300,
      p90WaitSeconds: undefined,
      overtime: 1,
      rejections: 0,
      fallbacks: 1,
      // AN-09's task is unclaimed: counted open, held by nobody
      topHolders: [{ userId: IDS.lisi, userName: '李四', openTasks: 2 }],
    });
    expect(first?.p90WaitSeconds).toBeCloseTo(43_120, 6);
    expect({ ...second, p90WaitSeconds: undefined }).toEqual({
      nodeId: 'n2',
      nodeName: 'HR',
      tasks: 7,
      openTasks: 2,
      medianWaitSeconds: 50_000,
      p90WaitSeconds: undefined,
      overtime: 1,
      rejections: 1,
      fallbacks: 0,
      topHolders: [
        { userId: IDS.wangwu, userName: '王五', openTasks: 1 },
        { userId: IDS.zhaoliu, userName: '赵六', openTasks: 1 },
      ],
    });
    expect(second?.p90WaitSeconds).toBeCloseTo(390_000, 6);
    expect(removed).toMatchObject({ tasks: 1, openTasks: 0, medianWaitSeconds: 50, p90WaitSeconds: 50 });
  });

  it('draws the trend: starts per day of the caller’s zone and the median time to finish per ISO week', async () => {
    const utc = ok((await diagnosis(t('admin'), `processId=${flowId}&period=30d`)).body);
    expect(utc.startedPerDay).toHaveLength(30);
    expect(utc.startedPerDay[0]).toEqual({ date: '2026-10-23', started: 0 });
    const busy = (d: DiagnosisData) => d.startedPerDay.filter((day) => day.started > 0);
    expect(busy(utc)).toEqual(
      ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']
        .map((date) => ({ date, started: 1 }))
        .concat([
          { date: '2026-11-17', started: 1 },
          { date: '2026-11-18', started: 1 },
          { date: '2026-11-20', started: 1 },
          { date: '2026-11-21', started: 1 },
        ]),
    );
    // AN-08 started at 20:00 UTC on the 20th: the 21st in UTC+8
    const east = ok((await diagnosis(t('admin'), `processId=${flowId}&period=7d&tzOffset=480`)).body);
    expect(east.startedPerDay.at(-1)).toEqual({ date: '2026-11-21', started: 2 });
    expect(east.startedPerDay.map((day) => day.date)[0]).toBe('2026-11-15');
    // ends: AN-01 Sun 1 Nov (W44); AN-02 2 Nov, AN-03 and AN-04 4 Nov (W45); AN-06 9 Nov, AN-05 13 Nov (W46)
    expect(utc.finishPerWeek).toEqual([
      { week: '2026-W44', weekStart: '2026-10-26', finished: 1, medianSeconds: 3_000 },
      { week: '2026-W45', weekStart: '2026-11-02', finished: 3, medianSeconds: 14_400 },
      { week: '2026-W46', weekStart: '2026-11-09', finished: 2, medianSeconds: 500_000 },
    ]);
  });

  it('a custom range includes both its dates', async () => {
    const d = ok(
      (await diagnosis(t('admin'), `processId=${flowId}&period=custom&from=2026-11-01&to=2026-11-03`)).body,
    );
    expect([d.period.days, d.instances.started, d.instances.approved, d.instances.rejected]).toEqual([
      3, 3, 2, 1,
    ]);
    // 3000 7200 90000: median 7200, p90 at 1.8 = 7200 + 0.8 × 82800
    expect(d.timeToFinish.medianSeconds).toBe(7_200);
    expect(d.timeToFinish.p90Seconds).toBeCloseTo(73_440, 6);
  });

  it('answers the seeded leave flow (diagnosis on, no instances yet) with zeros and no medians', async () => {
    const d = ok((await diagnosis(t('admin'), 'processId=P-LEAVE&period=7d')).body);
    expect([d.processName, d.instances.started, d.nodes, d.finishPerWeek]).toEqual(['请假', 0, [], []]);
    expect(d.timeToFinish).toEqual({ medianSeconds: null, p90Seconds: null });
    expect(d.startedPerDay.map((day) => day.started)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(d.finishHistogram.every((bucket) => bucket.count === 0)).toBe(true);
  });

  it('lists a node’s slowest open tasks with what a link needs', async () => {
    const answer = await server.request<{ nodeId: string; rows: SlowTaskRow[] }>(
      'GET',
      `/analytics/nodeTasks?processId=${flowId}&period=30d&nodeId=n1&limit=2`,
      { token: t('admin') },
    );
    const { rows } = ok(answer.body);
    expect(rows).toEqual([
      {
        taskId: 'AT-20',
        instanceId: 'AN-12',
        itemName: 'Item AN-12',
        createBy: '张三',
        assigneeId: IDS.lisi,
        assigneeName: '李四',
        startTime: now - 4 * DAY,
        waitingSeconds: 345_600,
      },
      expect.objectContaining({ instanceId: 'AN-08', waitingSeconds: 46_800 }),
    ]);
  });

  it('is refused, saying how to turn it on, while the flow’s efficiency diagnosis setting is off', async () => {
    const en = (await diagnosis(t('admin'), `processId=${offFlowId}&period=7d`)).body;
    expect(en.code).toBe('50001');
    expect(en.msg).toMatch(
      /^Efficiency diagnosis is off for the flow “Flow \w+”\. Turn on “Efficiency diagnosis”/,
    );
    const zh = (await diagnosis(t('admin'), `processId=${offFlowId}&period=7d`, 'zh_CN')).body;
    expect(zh.msg).toMatch(/未开启效率诊断.*请在流程设置中开启“效率诊断”/);
    const drill = await server.request('GET', `/analytics/nodeTasks?processId=${offFlowId}&nodeId=n1`, {
      token: t('admin'),
    });
    expect(drill.body.code).toBe('50001');
  });

  it('shows another tenant’s administrator nothing, and refuses a user without the workflow permission', async () => {
    const foreign = (await diagnosis(t('admin2'), `processId=${flowId}&period=30d`)).body;
    expect([foreign.code, foreign.msg, foreign.data]).toEqual([
      '40401',
      'The flow does not exist or has been deleted',
      null,
    ]);
    const staff = (await diagnosis(t('zhangsan'), `processId=${flowId}&period=30d`)).body;
    expect([staff.code, staff.data]).toEqual(['40301', null]);
  });

  it.each([
    ['period=14d', 'Invalid period: is not one of the allowed values'],
    ['period=custom&to=2026-11-01', 'Invalid start date: is required for a custom period'],
    ['period=custom&from=2026-11-01', 'Invalid end date: is required for a custom period'],
    [
      'period=custom&from=2026-02-30&to=2026-03-01',
      'Invalid start date: is not a calendar date (YYYY-MM-DD)',
    ],
    ['period=custom&from=2026-11-01&to=1.11.2026', 'Invalid to: has the wrong format'],
    ['period=custom&from=2026-11-02&to=2026-11-01', 'Invalid end date: must not be before the start date'],
    [
      'period=custom&from=2025-01-01&to=2026-01-02',
      'Invalid end date: must be at most 366 days from the start date',
    ],
    ['period=7d&tzOffset=900', 'Invalid tzOffset: must be at most 840'],
    ['period=7d&tzOffset=1e309', 'Invalid tzOffset: must be at most 840'],
    ['period=7d&tzOffset=%00', 'Invalid tzOffset: must be of type integer'],
    ['period=7d&tzOffset=330.5', 'Invalid tzOffset: must be of type integer'],
  ])('refuses %s naming the field', async (query, message) => {
    const answer = (await diagnosis(t('admin'), `processId=${flowId}&${query}`)).body;
    expect([answer.code, answer.msg]).toEqual(['40001', message]);
  });
});

const home = (token: string) =>
  server.request<HomeData>('GET', '/analytics/home?oldest=2', { token }).then((r) => ok(r.body));

describe(`home page figures on ${dbKind}`, () => {
  it('gives lisi the to-dos by urgency and age, oldest first, and no tenant figures', async () => {
    const mine = await home(t('lisi'));
    // open and lisi's: AN-12 (4 days, degree 1), AN-08 (13 hours, degree 3); claimable: AN-09 (1 hour, degree 3)
    expect(mine.todo.total).toBe(3);
    expect(mine.todo.byDegree).toEqual([
      { degree: 3, count: 2 },
      { degree: 1, count: 1 },
    ]);
    expect(mine.todo.byAge.map((b) => [b.minSeconds, b.maxSeconds, b.count])).toEqual([
      [0, 86_400, 2],
      [86_400, 259_200, 0],
      [259_200, 604_800, 1],
      [604_800, null, 0],
    ]);
    expect(mine.todo.oldest).toEqual([
      {
        taskId: 'AT-20',
        instanceId: 'AN-12',
        processId: flowId,
        processName: 'Diagnosed flow',
        itemName: 'Item AN-12',
        nodeName: 'Manager at the time',
        degree: 1,
        createBy: '张三',
        startTime: now - 4 * DAY,
        waitingSeconds: 345_600,
      },
      expect.objectContaining({ taskId: 'AT-18', instanceId: 'AN-08', degree: 3, waitingSeconds: 46_800 }),
    ]);
    expect(mine.applications).toEqual({
      total: 0,
      byState: [0, 1, 2, 3, 5, 6].map((state) => ({ state, count: 0 })),
    });
    expect(mine.workflow).toBeNull();
  });

  it('gives zhangsan their applications by state', async () => {
    const mine = await home(t('zhangsan'));
    // running AN-07, 08, 09, 12, 20; approved AN-01, 02, 06, 10; one each rejected, revoked, terminated
    expect(mine.applications).toEqual({
      total: 12,
      byState: [
        { state: 0, count: 5 },
        { state: 1, count: 4 },
        { state: 2, count: 1 },
        { state: 3, count: 1 },
        { state: 5, count: 1 },
        { state: 6, count: 0 },
      ],
    });
    expect([mine.todo.total, mine.workflow]).toEqual([0, null]);
  });

  it('gives a workflow manager the open instances per flow and the overtime on them; another tenant sees its own', async () => {
    const admin = await home(t('admin'));
    // overtime on open instances: AN-07's n1 task; AN-05's is on an ended instance
    expect(admin.workflow).toEqual({
      openInstances: 5,
      overtimeTasks: 1,
      byFlow: [
        {
          processId: flowId,
          processName: expect.stringMatching(/^Flow /),
          openInstances: 4,
          overtimeTasks: 1,
        },
        {
          processId: offFlowId,
          processName: expect.stringMatching(/^Flow /),
          openInstances: 1,
          overtimeTasks: 0,
        },
      ],
    });
    const foreign = await home(t('admin2'));
    expect(foreign.workflow).toEqual({ openInstances: 0, overtimeTasks: 0, byFlow: [] });
    expect([foreign.todo.total, foreign.applications.total]).toEqual([0, 0]);
  });
});
