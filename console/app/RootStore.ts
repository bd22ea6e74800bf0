import { action, makeObservable, observable } from 'mobx';
import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient } from '@shared/api/client';
import { SessionStore } from '../session/SessionStore';
import { SettingsStore } from '../settings/SettingsStore';
import type { ModelDeps, Notifier } from './model/ModelDeps';
import { LayoutStore } from '../layout/model/LayoutStore';
import { DictionaryStore } from '../layout/model/DictionaryStore';
import { ProductNameStore } from '../layout/model/ProductNameStore';
import { LetterStore } from '../layout/model/LetterStore';
import { LiveChanges } from '../layout/model/LiveChanges';
import { reloadLanguagePack } from '../i18n/setupI18n';
import { MenuStore } from '../layout/model/MenuStore';
import { ProjectStore } from '../layout/model/ProjectStore';
import { TabStore } from '../layout/model/TabStore';
import { EXTRA_ROUTES } from '../screens/routes';

/** Builds the domain and UI stores; passed down through React context, never a module singleton. */
export class RootStore {
  readonly settings: SettingsStore;
  readonly session: SessionStore;
  readonly client: ApiClient;
  readonly layout = new LayoutStore();
  readonly menus: MenuStore;
  readonly tabs = new TabStore();
  readonly projects: ProjectStore;
  readonly letters: LetterStore;
  /** Changes made in other consoles of the tenant, applied here without a reload. */
  readonly live: LiveChanges;
  readonly productName: ProductNameStore;
  /** The one dictionary cache (useDict, ModelDeps.dicts). */
  readonly dicts: DictionaryStore;
  /** What area models are built from (see useModel). */
  readonly deps: ModelDeps;
  /** The re-login modal of console spec §8. */
  isReloginOpen = false;
  /** Dialogs any part of the shell may open. */
  isTenantSwitchOpen = false;
  isUserInfoOpen = false;
  passwordDialogMode: 'self' | 'center' | undefined = undefined;

  constructor(
    readonly i18n: I18n,
    readonly notify: Notifier,
    settings: SettingsStore = new SettingsStore(),
  ) {
    this.settings = settings;
    this.session = new SessionStore(() => this.client);
    this.client = createApiClient({
      token: () => this.session.token,
      language: () => this.settings.locale,
      t: (key) => i18n.t(key, { ns: 'common' }),
      notifyError: (message) => notify.error(message),
      showRelogin: () => this.setReloginOpen(true),
    });
    this.dicts = new DictionaryStore(
      () => this.client,
      () => this.settings.locale,
    );
    this.deps = {
      client: this.client,
      notify,
      t: (key, values) => i18n.t(key, values) as string,
      dicts: this.dicts,
    };
    this.menus = new MenuStore(() => this.client, EXTRA_ROUTES, this.dicts);
    this.projects = new ProjectStore(() => this.client);
    this.live = new LiveChanges({
      reloadSession: async () => {
        if (!this.session.info) return;
        await this.menus.load(await this.session.loadInfo());
      },
      reloadLanguages: async () => {
        this.settings.languagesChanged();
        await reloadLanguagePack(i18n, this.settings.locale);
      },
    });
    this.letters = new LetterStore(
      () => this.client,
      (change) => void this.live.apply(change),
    );
    this.productName = new ProductNameStore(() => this.client);
    makeObservable(this, {
      isReloginOpen: observable,
      isTenantSwitchOpen: observable,
      isUserInfoOpen: observable,
      passwordDialogMode: observable,
      setReloginOpen: action,
      setTenantSwitchOpen: action,
      setUserInfoOpen: action,
      setPasswordDialog: action,
    });
  }

  setReloginOpen(isOpen: boolean) {
    this.isReloginOpen = isOpen;
  }

  setTenantSwitchOpen(isOpen: boolean) {
    this.isTenantSwitchOpen = isOpen;
  }

  setUserInfoOpen(isOpen: boolean) {
    this.isUserInfoOpen = isOpen;
  }

  setPasswordDialog(mode: 'self' | 'center' | undefined) {
    this.passwordDialogMode = mode;
  }

  /** First visit (§4.1 rule 3): user info, then menus, routes and projects. User-info failure propagates. */
  async loadSession() {
    const info = await this.session.loadInfo();
    void this.dicts.preload();
    // the tenant's own product name (a tenant switch signs in again)
    void this.productName.load(true);
    await Promise.all([this.menus.load(info), this.projects.load(info)]);
    return info;
  }

  /** Log out: the server call, then everything local (§4 Session). */
  async logout() {
    await this.session.logout();
    this.clearAll();
  }

  /** Clears everything tied to the session: token, info, menus, tabs, project. */
  clearAll() {
    this.session.clear();
    this.menus.clear();
    this.tabs.clear();
    this.projects.clear();
    this.letters.stop();
    this.dicts.clear();
  }
}
