import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api, type DictEntryRow, type RouteItem, type SessionInfoData, type SysAppRow } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import type { ApiClient } from '@shared/api/client';
import { buildMenu, landingPath, menuPages, type MenuNode } from '../../router/menuBuilder';
import { isMicroApp, menuRouteEntries, type RouteEntry } from '../../router/routeTable';
import { extraRouteEntries, SHELL_ROUTES } from '../../router/shellRoutes';
import type { ExtraRoute } from '../../screens/types';
import type { DictionaryCache } from '../../app/model/ModelDeps';
import type { FavouriteChange } from './favourites';

export type CollectedMenu = ResponseOf<typeof api.system.menuCollectList>[number];
export const APP_CATEGORY_DICT = 'my_authority_app_category';

/** Menus and routes of the user's apps, favourites and app categories (console spec §4.1 rule 3, §4.2). */
export class MenuStore {
  apps: SysAppRow[] = [];
  routesByApp: Record<string, RouteItem[]> = {};
  collected: CollectedMenu[] = [];
  categories: DictEntryRow[] = [];
  isLoaded = false;

  constructor(
    private readonly client: () => ApiClient,
    private readonly extraRoutes: readonly ExtraRoute[],
    /** The shared dictionary cache; without it the categories are fetched directly. */
    private readonly dicts?: DictionaryCache,
  ) {
    makeObservable(this, {
      apps: observableRef,
      routesByApp: observableRef,
      collected: observableRef,
      categories: observableRef,
      isLoaded: observable,
      table: computed,
      menus: computed,
      appsWithRoutes: computed,
      setCollected: action,
      clear: action,
    });
  }

  /** Loads routes of every app, favourites and categories; each failure leaves that part empty (§8). */
  async load(info: SessionInfoData) {
    const client = this.client();
    const appIds = info.sysApps.map((a) => a.appId);
    const [routes, collected, categories] = await Promise.all([
      appIds.length
        ? client.call(api.session.getRoutersBatch, { body: appIds }, { silent: true }).catch(() => [])
        : Promise.resolve([]),
      client.call(api.system.menuCollectList, undefined, { silent: true }).catch(() => []),
      this.dicts
        ? this.dicts.ensure(APP_CATEGORY_DICT)
        : client
            .call(api.system.dictByCode, { params: { dictCode: APP_CATEGORY_DICT } }, { silent: true })
            .catch(() => []),
    ]);
    runInAction(() => {
      this.apps = info.sysApps;
      this.routesByApp = Object.fromEntries(routes.map((r) => [r.appId, r.routes]));
      this.collected = collected;
      this.categories = categories;
      this.isLoaded = true;
    });
  }

  get table(): RouteEntry[] {
    return [
      ...SHELL_ROUTES,
      ...extraRouteEntries(this.extraRoutes),
      ...menuRouteEntries(this.apps, this.routesByApp),
    ];
  }

  /** Side menu per app id. */
  get menus(): Record<string, MenuNode[]> {
    return Object.fromEntries(
      this.apps.map((app) => [app.appId, buildMenu(app, this.routesByApp[app.appId] ?? [])]),
    );
  }

  /** Apps with at least one visible page (codes). */
  get appsWithRoutes(): string[] {
    return this.apps.filter((app) => landingPath(this.menus[app.appId] ?? [])).map((app) => app.appCode);
  }

  landingOf(appCode: string): string | undefined {
    const app = this.apps.find((a) => a.appCode === appCode);
    return app ? landingPath(this.menus[app.appId] ?? []) : undefined;
  }

  appByCode(appCode: string | undefined) {
    return this.apps.find((a) => a.appCode === appCode);
  }

  /** Every page the user may open, across apps (for favourites). */
  allPages(): MenuNode[] {
    return Object.values(this.menus).flatMap((menu) => menuPages(menu));
  }

  /** Rule 6 fallback: the first child app's landing page. */
  fallbackPath(): string | undefined {
    for (const app of this.apps.filter(isMicroApp)) {
      const path = this.landingOf(app.appCode);
      if (path) return path;
    }
    return undefined;
  }

  setCollected(collected: CollectedMenu[]) {
    this.collected = collected;
  }

  private favouriteQueue: Promise<unknown> = Promise.resolve();

  /** Runs favourite changes one after another, each computed from the latest list (fast clicks never race). */
  changeFavourites(compute: (menuIds: string[]) => FavouriteChange): Promise<FavouriteChange> {
    const run = async () => {
      const change = compute(this.collected.map((c) => c.menuId));
      if ('menuIds' in change) await this.saveFavourites(change.menuIds);
      return change;
    };
    const next = this.favouriteQueue.then(run, run);
    this.favouriteQueue = next.catch(() => undefined);
    return next;
  }

  async saveFavourites(menuIds: string[]) {
    await this.client().call(api.system.menuCollect, { body: { menuIds } });
    const fresh = await this.client()
      .call(api.system.menuCollectList, undefined, { silent: true })
      .catch(() => this.collected);
    this.setCollected(fresh);
  }

  clear() {
    this.apps = [];
    this.routesByApp = {};
    this.collected = [];
    this.isLoaded = false;
  }
}
