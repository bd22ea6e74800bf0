/** Test fixtures of the project screens: projects, the shell's list as a recorder, and a scripted server. */
import { api } from '@shared/api';
import type { ProjectRow } from '@shared/api/modules/shell';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import type { ProjectShelf } from './ProjectViewStore';

export const project = (id: string, over: Partial<ProjectRow> = {}): ProjectRow => ({
  projectId: id,
  projectName: `Project ${id}`,
  description: '',
  isDefault: false,
  isTop: false,
  createTime: '2026-01-01T00:00:00Z',
  updateTime: '2026-01-02T00:00:00Z',
  ...over,
});

/** The shell's project list, recording what this screen asked of it. */
export const shelf = () => {
  const log: string[] = [];
  const fake: ProjectShelf & { log: string[] } = {
    log,
    refresh: async () => void log.push('refresh'),
    setCurrent: (id) => void log.push(`current ${id}`),
  };
  return fake;
};

export const server = (rows: ProjectRow[]) => {
  const s = scriptedServer();
  s.answer(api.shell.projectOverview, () => ({
    projectCount: rows.length,
    topCount: rows.filter((r) => r.isTop).length,
    defaultProjectName: rows.find((r) => r.isDefault)?.projectName ?? '',
  }));
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
  s.answer(api.shell.projectAdd, ({ body }) => {
    const input = body as { projectName: string; description?: string };
    const row = project(String(rows.length + 1), { ...input, description: input.description ?? '' });
    rows.push(row);
    return row;
  });
  s.answer(api.shell.projectUpdate, ({ body }) => {
    const input = body as { projectId: string; projectName: string; description?: string };
    const row = rows.find((r) => r.projectId === input.projectId);
    if (!row) throw new Refusal('No such project');
    Object.assign(row, input);
    return row;
  });
  s.answer(api.shell.projectDelete, ({ params }) => {
    rows.splice(
      rows.findIndex((r) => r.projectId === params.id),
      1,
    );
    return null;
  });
  s.answer(api.shell.projectGet, ({ params }) => {
    const row = rows.find((r) => r.projectId === params.id);
    if (!row) throw new Refusal('No such project', null, '40401');
    return row;
  });
  return s;
};
