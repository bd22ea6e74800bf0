import { describe, expect, it } from 'vitest';
import { DataViewStore } from './DataViewStore';
import { project, server, shelf } from './projectFixtures';

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
