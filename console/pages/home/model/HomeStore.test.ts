import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { HomeData } from '@shared/api/modules/analytics';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { HomeStore, OLDEST_SHOWN, waitedOf } from './HomeStore';

const DAY = 86_400;

const todo = (taskId: string, degree: number, waitingSeconds: number) => ({
  taskId,
  instanceId: `i-${taskId}`,
  processId: 'leave',
  processName: '请假',
  itemName: `张三 – 请假 ${taskId}`,
  nodeName: '部门审批',
  degree,
  createBy: '张三',
  startTime: 0,
  waitingSeconds,
});

const figures = (over: Partial<HomeData> = {}): HomeData => ({
  todo: {
    total: 4,
    byDegree: [
      { degree: 3, count: 1 },
      { degree: 1, count: 3 },
    ],
    byAge: [
      { index: 0, minSeconds: 0, maxSeconds: DAY, count: 2 },
      { index: 1, minSeconds: DAY, maxSeconds: 3 * DAY, count: 0 },
      { index: 2, minSeconds: 3 * DAY, maxSeconds: 7 * DAY, count: 1 },
      { index: 3, minSeconds: 7 * DAY, maxSeconds: null, count: 1 },
    ],
    oldest: [todo('t1', 1, 9 * DAY), todo('t2', 3, 4 * DAY)],
  },
  applications: {
    total: 2,
    byState: [
      { state: 0, count: 1 },
      { state: 1, count: 1 },
      { state: 2, count: 0 },
      { state: 3, count: 0 },
      { state: 5, count: 0 },
    ],
  },
  workflow: null,
  ...over,
});

const degree = (dictValue: string, dictLabel: string) => ({
  dictCode: 'Jflow_Degree',
  dictLabel,
  dictValue,
  dictSort: Number(dictValue),
  remark: '',
  status: '0',
});

const serverWith = (data: () => HomeData) => {
  const server = scriptedServer();
  server.answer(api.analytics.home, () => data());
  server.answer(api.system.dictByCode, () => [degree('1', 'Normal'), degree('3', 'Very urgent')]);
  return server;
};

describe('HomeStore', () => {
  it('loads the figures: urgencies named from Jflow_Degree, every age bucket, states as the lists name them', async () => {
    const server = serverWith(() => figures());
    const store = new HomeStore(server.deps);
    expect(store.isLoading).toBe(true);
    await store.start();
    await store.degrees.load();
    expect(store.isLoading).toBe(false);
    expect(server.requestsTo(api.analytics.home)[0]?.query).toEqual({ oldest: OLDEST_SHOWN });
    expect(store.todoByDegree.map((b) => [b.label, b.count, b.share])).toEqual([
      ['Very urgent', 1, 1 / 3],
      ['Normal', 3, 1],
    ]);
    expect(store.todoByAge.map((b) => [b.labelKey, b.count, b.share])).toEqual([
      ['console:home.age.underDay', 2, 1],
      ['console:home.age.upTo3Days', 0, 0],
      ['console:home.age.upTo7Days', 1, 0.5],
      ['console:home.age.overWeek', 1, 0.5],
    ]);
    expect(store.oldestTodos.map((t) => t.taskId)).toEqual(['t1', 't2']);
    expect(store.degreeLabel(3)).toBe('Very urgent');
    expect(store.applicationsByState.map((b) => [b.labelKey, b.count])).toEqual([
      ['approval:state.instance.underApproval', 1],
      ['approval:state.instance.approved', 1],
      ['approval:state.instance.rejected', 0],
      ['approval:state.instance.revoked', 0],
      ['approval:state.instance.terminated', 0],
    ]);
    expect(store.flows).toBeUndefined();
  });

  it('gives workflow managers the open instances per flow with their overtime tasks', async () => {
    const server = serverWith(() =>
      figures({
        workflow: {
          openInstances: 5,
          overtimeTasks: 2,
          byFlow: [
            { processId: 'leave', processName: '请假', openInstances: 4, overtimeTasks: 2 },
            { processId: 'trip', processName: '出差', openInstances: 1, overtimeTasks: 0 },
          ],
        },
      }),
    );
    const store = new HomeStore(server.deps);
    await store.start();
    expect(store.flows?.map((f) => [f.label, f.count, f.share, f.overtimeTasks])).toEqual([
      ['请假', 4, 1, 2],
      ['出差', 1, 0.25, 0],
    ]);
  });

  it('shares are 0 when nothing is counted (no bar drawn, the number still says 0)', async () => {
    const empty = figures({
      todo: {
        total: 0,
        byDegree: [],
        byAge: figures().todo.byAge.map((b) => ({ ...b, count: 0 })),
        oldest: [],
      },
    });
    const store = new HomeStore(serverWith(() => empty).deps);
    await store.start();
    expect(store.todoByAge.every((b) => b.count === 0 && b.share === 0)).toBe(true);
    expect(store.todoByDegree).toEqual([]);
  });

  it('a failed load shows the error state without a toast; retry loads the figures', async () => {
    let isDown = true;
    const server = serverWith(() => {
      if (isDown) throw new Refusal('database unavailable', null, '50001');
      return figures();
    });
    const store = new HomeStore(server.deps);
    await store.start();
    expect(store.isFailed).toBe(true);
    expect(store.isLoading).toBe(false);
    expect(server.notices).toEqual([]);
    isDown = false;
    await store.reload();
    expect(store.isFailed).toBe(false);
    expect(store.data.value?.todo.total).toBe(4);
  });

  it('opens a to-do in the approval modal and reloads the figures only when an action changed it', async () => {
    const server = serverWith(() => figures());
    const store = new HomeStore(server.deps);
    await store.start();
    store.openTask('t1');
    expect(store.openTaskId).toBe('t1');
    store.closeTask(false);
    expect(store.openTaskId).toBeNull();
    expect(server.requestsTo(api.analytics.home)).toHaveLength(1);
    store.openTask('t1');
    store.closeTask(true);
    expect(server.requestsTo(api.analytics.home)).toHaveLength(2);
  });

  it('reloads the figures after an application was started from an empty state', async () => {
    const server = serverWith(() => figures());
    const store = new HomeStore(server.deps);
    await store.start();
    store.startApplication();
    expect(store.isStarting).toBe(true);
    store.closeStart(false);
    expect(server.requestsTo(api.analytics.home)).toHaveLength(1);
    store.startApplication();
    store.closeStart(true);
    expect(store.isStarting).toBe(false);
    expect(server.requestsTo(api.analytics.home)).toHaveLength(2);
  });
});

describe('waitedOf', () => {
  it.each([
    [30, { value: 1, unit: 'minute' }],
    [59 * 60, { value: 59, unit: 'minute' }],
    [3_600, { value: 1, unit: 'hour' }],
    [23 * 3_600 + 3_599, { value: 23, unit: 'hour' }],
    [DAY, { value: 1, unit: 'day' }],
    [9.5 * DAY, { value: 9, unit: 'day' }],
  ])('%s s → %o', (seconds, waited) => expect(waitedOf(seconds)).toEqual(waited));
});
