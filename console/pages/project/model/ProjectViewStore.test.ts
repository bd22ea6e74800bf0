import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import type { ProjectRow } from '@shared/api/modules/shell';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { DataViewStore } from './DataViewStore';
import { ProjectViewStore, type ProjectShelf } from './ProjectViewStore';

const project = (id: string, over: Partial<ProjectRow> = {}): ProjectRow => ({ projectId: id, projectName: `Project ${id}`, description: '', isDefault: false, isTop: false, createTime: '2026-01-01T00:00:00Z', ...over });

/** The shell's project list, recording what this screen asked of it. */
const shelf = () => {
  const log: string[] = [];
  const fake: ProjectShelf & { log: string[] } = {
    log,
    refresh: async () => void log.push('refresh'),
    setCurrent: (id) => void log.push(`current ${id}`),
  };
  return fake;
};

const server = (rows: ProjectRow[]) => {
  const s = scriptedServer();
  s.answer(api.shell.projectOverview, () => ({ projectCount: rows.length, topCount: rows.filter((r) => r.isTop).length, defaultProjectName: rows.find((r) => r.isDefault)?.projectName ?? '' }));
  s.answer(api.shell.projectSetTop, ({ params }) => {
    const row = rows.find((r) => r.projectId === params.id);
    if (!row) throw new Refusal('No such project');
    row.isTop = true;
    return null;
  });
  s.answer(api.shell.projectCancelTop, ({ params }) => {
    rows.forEach((r) => r.projectId === params.id && (r.isTop = false));
    return null;
  });
  s.answer(api.shell.projectSetDefault, ({ params }) => {
    rows.forEach((r) => (r.isDefault = r.projectId === params.id));
    return null;
  });
  s.answer(api.shell.projectGet, ({ params }) => {
    const row = rows.find((r) => r.projectId === params.id);
    if (!row) throw new Refusal('No such project', null, '40401');
    return row;
  });
  return s;
};

describe('ProjectViewStore', () => {
  it('refreshes the shell list, then shows the figures', async () => {
    const projects = shelf();
    const s = server([project('1', { isDefault: true }), project('2', { isTop: true })]);
    const store = new ProjectViewStore(s.deps, projects);
    await store.reload();
    expect(projects.log).toEqual(['refresh']);
    expect(store.overview.value).toEqual({ projectCount: 2, topCount: 1, defaultProjectName: 'Project 1' });
  });

  it('pins, unpins and sets the default, each with a success notice and fresh figures', async () => {
    const projects = shelf();
    const s = server([project('1', { isDefault: true }), project('2')]);
    const store = new ProjectViewStore(s.deps, projects);
    await store.reload();
    await store.pin('2');
    expect(store.overview.value?.topCount).toBe(1);
    await store.setDefault('2');
    expect(store.overview.value?.defaultProjectName).toBe('Project 2');
    await store.unpin('2');
    expect(store.overview.value?.topCount).toBe(0);
    expect(s.requestsTo(api.shell.projectSetTop)[0]?.params).toEqual({ id: '2' });
    expect(s.notices.map((n) => n.message)).toEqual(['common:success', 'common:success', 'common:success']);
    expect(projects.log).toEqual(['refresh', 'refresh', 'refresh', 'refresh']);
  });

  it('keeps the figures when a pin is refused, and the user reads why', async () => {
    const projects = shelf();
    const s = server([project('1')]);
    const store = new ProjectViewStore(s.deps, projects);
    await store.reload();
    await store.pin('9');
    expect(s.notices).toEqual([{ kind: 'error', message: 'No such project' }]);
    expect(projects.log).toEqual(['refresh']);
    expect(store.actions.isBusy).toBe(false);
  });

  it('shows no figures, silently, when the overview cannot be read', async () => {
    const s = scriptedServer();
    s.answer(api.shell.projectOverview, () => {
      throw new Refusal('down');
    });
    const store = new ProjectViewStore(s.deps, shelf());
    await store.reload();
    expect(store.overview.value).toBeUndefined();
    expect(s.notices).toEqual([]);
  });

  it('entering a project makes it current', () => {
    const projects = shelf();
    new ProjectViewStore(scriptedServer().deps, projects).enter('7');
    expect(projects.log).toEqual(['current 7']);
  });
});

describe('DataViewStore', () => {
  it('makes the project current and shows it; a missing one stays unknown without a notice', async () => {
    const projects = shelf();
    const s = server([project('1', { description: 'the first' })]);
    const store = new DataViewStore(s.deps, projects);
    await store.open('1');
    expect(projects.log).toEqual(['current 1']);
    expect(store.project.value).toMatchObject({ projectName: 'Project 1', description: 'the first' });
    const missing = new DataViewStore(s.deps, projects);
    await missing.open('9');
    expect(missing.project.value).toBeUndefined();
    expect(s.notices).toEqual([]);
  });
});
