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

  it('adds, edits and deletes projects; the figures follow each change', async () => {
    const projects = shelf();
    const rows = [project('1', { isDefault: true })];
    const s = server(rows);
    const store = new ProjectViewStore(s.deps, projects);
    await store.reload();
    store.openForm();
    store.form?.form.set('projectName', 'Binjiang wind farm');
    store.form?.form.set('description', 'Two turbines');
    await store.saveForm();
    expect(store.form).toBeUndefined();
    expect(s.requestsTo(api.shell.projectAdd)[0]?.body).toEqual({
      projectName: 'Binjiang wind farm',
      description: 'Two turbines',
    });
    expect(store.overview.value?.projectCount).toBe(2);

    store.openForm(rows[1]);
    expect(store.form?.form.values).toEqual({
      projectName: 'Binjiang wind farm',
      description: 'Two turbines',
    });
    store.form?.form.set('projectName', 'Binjiang wind farm II');
    await store.saveForm();
    expect(s.requestsTo(api.shell.projectUpdate)[0]?.body).toEqual({
      projectId: '2',
      projectName: 'Binjiang wind farm II',
      description: 'Two turbines',
    });

    await store.remove('2');
    expect(s.requestsTo(api.shell.projectDelete)[0]?.params).toEqual({ id: '2' });
    expect(store.overview.value?.projectCount).toBe(1);
  });

  it('keeps the form open with the problems under their fields, sending nothing', async () => {
    const s = server([]);
    const store = new ProjectViewStore(s.deps, shelf());
    store.openForm();
    store.form?.form.set('projectName', '   ');
    store.form?.form.set('description', 'd'.repeat(201));
    await store.saveForm();
    expect(store.form?.form.errors).toEqual({
      projectName: 'admin:rule.projectNameRequired',
      description: 'admin:rule.maxLength {"max":200}',
    });
    expect(s.requestsTo(api.shell.projectAdd)).toHaveLength(0);
  });
});
