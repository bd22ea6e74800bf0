import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { DiagnosisData, NodeFiguresRow } from '@shared/api/modules/analytics/diagnosis';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { aTemplateDetail } from '../../approval/model/testing/approvalRows';
import { DiagnosisStore } from './DiagnosisStore';
import { durationOf, heatScale } from './diagnosisFigures';

const design = JSON.stringify({
  id: 's',
  pid: '',
  nodeName: 'Start',
  type: 0,
  childNode: { id: 'a', pid: 's', nodeName: 'Manager', type: 1, childNode: null },
});

const aNode = (nodeId: string, p90: number | null): NodeFiguresRow => ({
  nodeId,
  nodeName: nodeId.toUpperCase(),
  tasks: 3,
  openTasks: 1,
  medianWaitSeconds: p90,
  p90WaitSeconds: p90,
  overtime: 0,
  rejections: 0,
  fallbacks: 0,
  topHolders: [],
});

const figures = (nodes: NodeFiguresRow[]): DiagnosisData => ({
  processId: 'P1',
  processName: 'Leave',
  period: { from: 0, to: 1, days: 30, tzOffset: 480 },
  instances: { started: 4, finished: 3, approved: 2, rejected: 1, revoked: 0, terminated: 0, running: 1 },
  timeToFinish: { medianSeconds: 3600, p90Seconds: 7200 },
  nodes,
  startedPerDay: [],
  finishPerWeek: [],
  finishHistogram: [],
  approximate: false,
});

const serverFor = (nodes = [aNode('a', 600)]) => {
  const server = scriptedServer();
  server.answer(api.approval.processDetail, () => aTemplateDetail('P1', { modelContent: design }));
  server.answer(api.analytics.flowDiagnosis, () => figures(nodes));
  server.answer(api.analytics.flowNodeTasks, ({ query }) => ({
    nodeId: String(query.nodeId),
    rows: [
      {
        taskId: 'T1',
        instanceId: 'I1',
        itemName: 'Leave of Li',
        createBy: 'Li',
        assigneeId: 'U1',
        assigneeName: 'Zhang',
        startTime: 0,
        waitingSeconds: 900,
      },
    ],
  }));
  return server;
};

describe('DiagnosisStore', () => {
  it('loads the design and the last 30 days in the reader’s time zone', async () => {
    const server = serverFor();
    const store = new DiagnosisStore(server.deps, 'P1', 480);
    await store.start();
    expect(store.design?.childNode?.nodeName).toBe('Manager');
    expect(store.data?.instances.started).toBe(4);
    const call = server.requests.find((r) => r.endpoint.includes('/analytics/diagnosis'));
    expect(call?.query).toMatchObject({ processId: 'P1', period: '30d', tzOffset: 480 });
  });

  it('applies a preset at once and a custom range only once its dates are valid', async () => {
    const server = serverFor();
    const store = new DiagnosisStore(server.deps, 'P1', 0);
    await store.start();
    await store.setPeriod('7d');
    expect(server.requests.at(-1)?.query).toMatchObject({ period: '7d' });
    const before = server.requests.length;
    await store.setPeriod('custom');
    expect(await store.applyRange()).toBe(false);
    expect(store.rangeError).toEqual({ field: 'from', key: 'reason.customNeedsDates' });
    store.setFrom('2026-02-30');
    store.setTo('2026-03-01');
    expect(await store.applyRange()).toBe(false);
    expect(store.rangeError).toEqual({ field: 'from', key: 'reason.notADate' });
    store.setFrom('2026-03-02');
    expect(await store.applyRange()).toBe(false);
    expect(store.rangeError?.key).toBe('reason.beforeFrom');
    store.setFrom('2024-01-01');
    expect(await store.applyRange()).toBe(false);
    expect(store.rangeError?.key).toBe('reason.rangeTooLong');
    expect(server.requests.length).toBe(before);
    store.setFrom('2026-02-01');
    expect(await store.applyRange()).toBe(true);
    expect(server.requests.at(-1)?.query).toMatchObject({
      period: 'custom',
      from: '2026-02-01',
      to: '2026-03-01',
    });
  });

  it('shows a refusal on the screen instead of a toast', async () => {
    const server = scriptedServer();
    server.answer(api.approval.processDetail, () => aTemplateDetail('P1', { modelContent: design }));
    server.answer(api.analytics.flowDiagnosis, () => {
      throw new Refusal('Efficiency diagnosis is off');
    });
    const store = new DiagnosisStore(server.deps, 'P1');
    await store.start();
    expect(store.figures).toEqual({ state: 'failed', message: 'Efficiency diagnosis is off' });
    expect(server.notices).toEqual([]);
  });

  it('lists the slowest open tasks of a picked node, and closes them when picked again', async () => {
    const server = serverFor();
    const store = new DiagnosisStore(server.deps, 'P1');
    await store.start();
    await store.selectNode('a');
    expect(store.selectedNode?.nodeName).toBe('A');
    expect(store.nodeTasks).toMatchObject({ state: 'done', value: [{ taskId: 'T1' }] });
    expect(server.requests.at(-1)?.query).toMatchObject({ nodeId: 'a', period: '30d' });
    await store.selectNode('a');
    expect(store.selectedNodeId).toBeNull();
    expect(store.nodeTasks).toEqual({ state: 'idle' });
  });

  it('opens the application of a listed task, and reads the list again when something was done there', async () => {
    const server = serverFor();
    const store = new DiagnosisStore(server.deps, 'P1');
    await store.start();
    await store.selectNode('a');
    store.openTask('T1');
    expect(store.openedTask).toMatchObject({ taskId: 'T1' });
    store.openTask('unknown');
    expect(store.openedTask).toBeNull();
    store.openTask('T1');
    const before = server.requests.length;
    await store.closeTask(false);
    expect(store.openedTask).toBeNull();
    expect(server.requests.length).toBe(before);
    store.openTask('T1');
    await store.closeTask(true);
    expect(server.requests.length).toBe(before + 1);
    expect(store.nodeTasks).toMatchObject({ state: 'done', value: [{ taskId: 'T1' }] });
    store.openTask('T1');
    await store.selectNode('a');
    expect(store.openedTask).toBeNull();
  });
});

describe('diagnosis workbook', () => {
  it('writes the figures shown, durations in seconds, one sheet per table', async () => {
    const server = serverFor([aNode('a', 600), aNode('b', null)]);
    const store = new DiagnosisStore(server.deps, 'P1', 480);
    await store.start();
    const file = await store.exportWorkbook();
    // the translated name, its dates in the reader's time zone, without characters file systems reject
    expect(file?.fileName).toMatch(/^analytics_export\.fileName .*Leave.*1970-01-01.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file!.content);
    expect(book.worksheets.map((w) => w.name)).toHaveLength(5);
    const summary = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(summary.map((row) => row.slice(1))).toContainEqual(['analytics:figure.started', 4]);
    expect(summary.map((row) => row.slice(1))).toContainEqual([
      'analytics:export.col.p90FinishSeconds',
      7200,
    ]);
    const nodes = book.worksheets[1]!.getSheetValues().slice(2) as unknown[][];
    expect(nodes.map((row) => row.slice(1, 6))).toEqual([
      ['A', 3, 1, 600, 600],
      ['B', 3, 1, '', ''],
    ]);
    expect(store.isExporting).toBe(false);
  });
});

describe('diagnosis figures', () => {
  it('colours nodes by their p90 wait against the flow’s own terciles', () => {
    const scale = heatScale([aNode('a', 60), aNode('b', 600), aNode('c', 6000), aNode('d', null)]);
    expect(scale.mid).toBeCloseTo(420, 6);
    expect(scale.high).toBeCloseTo(2400, 6);
    expect(scale.levels).toEqual({ a: 'low', b: 'mid', c: 'high' });
    expect(scale.slowestId).toBe('c');
    expect(heatScale([aNode('a', 60)]).levels).toEqual({ a: 'low' });
    // close waits of a few seconds still tell the slowest apart
    expect(heatScale([aNode('a', 4.829), aNode('b', 4.974)]).levels).toEqual({ a: 'low', b: 'high' });
    expect(heatScale([]).slowestId).toBeNull();
  });

  it('writes durations in their largest sensible unit', () => {
    expect(durationOf(42)).toEqual({ value: 42, unit: 'second' });
    expect(durationOf(90)).toEqual({ value: 1.5, unit: 'minute' });
    expect(durationOf(5400)).toEqual({ value: 1.5, unit: 'hour' });
    expect(durationOf(3 * 86_400)).toEqual({ value: 3, unit: 'day' });
  });
});
