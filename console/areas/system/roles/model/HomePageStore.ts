import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api } from '@shared/api';
import { ActionRunner } from '../../../../app/model/ActionRunner';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/** Choosing a role's home page among the pages of the menus. */
export class HomePageStore {
  pages: { path: string; title: string }[] = [];
  homePage = '';
  readonly actions: ActionRunner;

  constructor(
    private readonly deps: ModelDeps,
    readonly roleId: string,
  ) {
    this.actions = new ActionRunner(deps);
    makeObservable(this, { pages: observableRef, homePage: observable, choose: action });
  }

  /** The pages and the role's current home page. */
  async load() {
    const answer = await this.deps.client
      .call(api.identity.homePageList, { query: { roleId: this.roleId } })
      .catch(() => undefined);
    if (answer)
      runInAction(() => {
        this.pages = answer.pages;
        this.homePage = answer.homePage;
      });
  }

  choose(homePage: string) {
    this.homePage = homePage;
  }

  /** Saves the chosen page; true when the server took it. */
  save(): Promise<boolean> {
    return this.actions.run(() =>
      this.deps.client.call(api.identity.updateHomePage, {
        body: { roleId: this.roleId, homePage: this.homePage },
      }),
    );
  }
}
