import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { VersionDetailData, VersionRowData } from '@shared/api/modules/approval';
import type { FlowNode } from '@shared/flow/types';
import { scriptedServer } from '../../../app/model/testing/scriptedClient';
import { FlowVersionsStore } from './FlowVersionsStore';

const tree = (approverName: string): FlowNode => ({
  id: 'start',
  pid: '',
  nodeName: 'Applicant',
  type: 0,
  childNode: {
    id: 'a1',
    pid: 'start',
    nodeName: approverName,
    type: 1,
    setType: 1,
    nodeUserList: [],
    childNode: null,
  },
});
const row = (version: number): VersionRowData => ({
  version,
  note: `note ${version}`,
  publishedBy: { id: 'U1', name: 'Ann' },
  publishedAt: version * 1000,
  runningCount: version,
  republishedFrom: null,
});
const detail = (version: number, approverName: string): VersionDetailData => ({
  ...row(version),
  processName: 'Leave',
  modelContent: JSON.stringify(tree(approverName)),
  settings: {},
  forms: [{ id: 'F1', formName: 'Leave', jsonContent: JSON.stringify({ list: [] }) }],
});

const scripted = () => {
  const server = scriptedServer();
  const versions = [row(2), row(1)];
  server.answer(api.approval.processVersions, () => versions);
  server.answer(api.approval.processVersionDetail, ({ query }) =>
    detail(Number(query['version']), Number(query['version']) === 1 ? 'Manager' : 'HR'),
  );
  server.answer(api.approval.processRepublish, () => {
    versions.unshift(row(3));
    return { version: 3 };
  });
  return server;
};

describe('FlowVersionsStore', () => {
  it('compares the newest version with the one before by default and names the rename', async () => {
    const server = scripted();
    const store = new FlowVersionsStore(server.deps, 'P1');
    await store.load();
    expect([store.older, store.newer]).toEqual([1, 2]);
    await store.compare();
    expect(store.diff?.changes).toEqual([
      { kind: 'nodeRenamed', nodeId: 'a1', nodeName: 'HR', before: 'Manager' },
    ]);
    expect(store.diff?.marks).toEqual({ a1: 'changed' });
  });

  it('opens a version read-only with its tree', async () => {
    const store = new FlowVersionsStore(scripted().deps, 'P1');
    await store.open(1);
    expect(store.viewing?.version).toBe(1);
    expect(store.viewing?.root.childNode?.nodeName).toBe('Manager');
  });

  it('publishes a version again with its note, says so and lists the new version', async () => {
    const server = scripted();
    const store = new FlowVersionsStore(server.deps, 'P1');
    await store.load();
    expect(await store.republish(1, 'Back to the manager')).toBe(3);
    expect(server.requestsTo(api.approval.processRepublish)[0]?.body).toEqual({
      id: 'P1',
      version: 1,
      note: 'Back to the manager',
    });
    expect(server.notices).toEqual([
      { kind: 'success', message: 'flow:versions.republished {"version":1,"next":3}' },
    ]);
    expect(store.versions?.map((r) => r.version)).toEqual([3, 2, 1]);
  });
});
