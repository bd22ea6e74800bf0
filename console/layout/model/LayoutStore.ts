import { action, makeObservable, observable } from 'mobx';
import { readCookie, writeCookie } from '@shared/session/cookies';

export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Console spec §2.4 / §9. */
export const SIDEBAR_OPEN_WIDTH = 208;
export const SIDEBAR_COLLAPSED_WIDTH = 60;

/** Shell UI state: side menu open or collapsed (cookie sidebarStatus 1/0), navigation progress, favourites edit mode. */
export class LayoutStore {
  isCollapsed = readCookie(SIDEBAR_COOKIE) === '0';
  isNavigating = false;
  isEditingFavourites = false;
  /** The app whose menu the side bar shows when the current route belongs to none. */
  chosenAppId: string | undefined = undefined;

  constructor() {
    makeObservable(this, {
      isCollapsed: observable,
      isNavigating: observable,
      isEditingFavourites: observable,
      chosenAppId: observable,
      setCollapsed: action,
      setNavigating: action,
      setEditingFavourites: action,
      chooseApp: action,
    });
  }

  setCollapsed(isCollapsed: boolean) {
    this.isCollapsed = isCollapsed;
    writeCookie(SIDEBAR_COOKIE, isCollapsed ? '0' : '1', 365);
  }

  setNavigating(isNavigating: boolean) {
    this.isNavigating = isNavigating;
  }

  setEditingFavourites(isEditing: boolean) {
    this.isEditingFavourites = isEditing;
  }

  chooseApp(appId: string | undefined) {
    this.chosenAppId = appId;
  }

  get sidebarWidth() {
    return this.isCollapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_OPEN_WIDTH;
  }
}
