import { describe, expect, it } from 'vitest';
import { api } from '@shared/api';
import { Refusal, scriptedServer } from '../../../app/model/testing/scriptedClient';
import { project, server, shelf } from './projectFixtures';
import { ProjectViewStore } from './ProjectViewStore';

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
