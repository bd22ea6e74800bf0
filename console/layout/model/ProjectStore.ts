import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api, type SessionInfoData } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import type { ProjectRow } from '@shared/api/modules/shell';
import { readCookie, removeCookie, writeCookie } from '@shared/session/cookies';

export const PROJECT_COOKIE = 'currentProjectId';
/** Projects exist when the project app is present (console spec §7.1). */
export const PROJECT_APP = 'market-ui';

/** The tenant's projects and the current one (cookie currentProjectId). */
export class ProjectStore {
  projects: ProjectRow[] = [];
  currentProjectId: string | undefined = readCookie(PROJECT_COOKIE);
  isEnabled = false;

  constructor(private readonly client: () => ApiClient) {
    makeObservable(this, {
      projects: observableRef,
      currentProjectId: observable,
      isEnabled: observable,
      current: computed,
      setProjects: action,
      setCurrent: action,
      clear: action,
    });
  }

  get current() {
    return this.projects.find((p) => p.projectId === this.currentProjectId);
  }

  setProjects(projects: ProjectRow[]) {
    this.projects = projects;
    if (this.currentProjectId && !projects.some((p) => p.projectId === this.currentProjectId))
      this.setCurrent(undefined);
  }

  /** Loads the list when the user has the project app; a failure is an empty list (§8). */
  async load(info: SessionInfoData) {
    const isEnabled = info.sysApps.some((a) => a.appCode === PROJECT_APP);
    runInAction(() => (this.isEnabled = isEnabled));
    if (!isEnabled) return this.setProjects([]);
    await this.refresh();
  }

  async refresh() {
    const list = await this.client()
      .call(api.shell.projectList, undefined, { silent: true })
      .catch(() => []);
    this.setProjects(list);
  }

  setCurrent(projectId: string | undefined) {
    this.currentProjectId = projectId;
    if (projectId) writeCookie(PROJECT_COOKIE, projectId, 30);
    else removeCookie(PROJECT_COOKIE);
  }

  clear() {
    this.projects = [];
    this.setCurrent(undefined);
  }
}
