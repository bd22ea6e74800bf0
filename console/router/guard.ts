/**
 * The route guard as one pure function of (target, session) → decision (console spec §4.1, §2.1).
 * React only applies the decision.
 */
import { LOGIN_PATH, loginPathFor } from './redirectTarget';
import { MESSAGE_APP, SYSTEM_APP } from './routeTable';

export const WHITELIST = [LOGIN_PATH, '/register', '/resetPassword', '/dingdingLogin'] as const;
/** Error and utility pages every visitor may see. */
const OPEN_PAGES = ['/401', '/404', '/refresh'];
/** Rule 6: the routes a user without the system and message apps may still open. */
export const ALWAYS_ALLOWED_NAMES = ['Index', 'ProjectView', 'SmartubeAdminHome'];
export const PROJECT_VIEW_PATH = '/project';
export const dataViewPath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/data-view`;

export interface GuardTarget {
  path: string;
  /** Route name, when the path matched a named route. */
  name?: string;
  /** Query string including '?', or ''. */
  search: string;
  /** Whether the path matched any known route. */
  isKnown: boolean;
  /** The app the route belongs to. */
  appCode?: string;
  /** The `:projectId` of a project-scoped route. */
  projectId?: string;
  isProjectScoped?: boolean;
  /** A child app the path points into (`/smartube-app/{app}/…`). */
  microApp?: string;
  /** Going back to an open tab: its full path stays as it is (no sourceApp added). */
  isTabSwitch?: boolean;
}

/** Where the user comes from (the last allowed route). */
export interface GuardSource {
  appCode?: string;
  search: string;
}

export interface GuardSession {
  hasToken: boolean;
  isInfoLoaded: boolean;
  isInfoFailed: boolean;
  /** Codes of the user's apps (after loading). */
  appCodes?: readonly string[];
  /** Child apps with at least one permitted route. */
  appsWithRoutes?: readonly string[];
  /** The user's project ids. */
  projectIds?: readonly string[];
  /** Rule 6 fallback page. */
  fallbackPath?: string;
}

export type GuardDecision =
  /**
   * The page opens. `completeTo`: the same page's full address (rule 5's sourceApp), which replaces the current one
   * while the page and every kept tab stay mounted.
   */
  | { kind: 'allow'; completeTo?: string }
  | { kind: 'redirect'; to: string; warningKey?: string; clearProject?: boolean }
  /** First visit: load user info, menus and routes, then decide again. */
  | { kind: 'load' }
  | { kind: 'logout'; warningKey: string; to: string };

const withRedirect = (base: string, target: GuardTarget) =>
  `${base}?redirect=${encodeURIComponent(`${target.path}${target.search}`)}`;

/** Login with a redirect back here, made safe (never to /login itself, only a same-origin path). */
const toLogin = (target: GuardTarget) => loginPathFor(`${target.path}${target.search}`);

const sourceAppOf = (search: string) => new URLSearchParams(search).get('sourceApp') ?? undefined;

const withQuery = (target: GuardTarget, key: string, value: string) => {
  const params = new URLSearchParams(target.search);
  params.set(key, value);
  return `${target.path}?${params.toString()}`;
};

/** Rule 5: sourceApp is carried within one app and added when a route is reached from another app. */
export const sourceAppRedirect = (target: GuardTarget, from: GuardSource | undefined): string | undefined => {
  if (target.isTabSwitch || !from?.appCode || !target.appCode || sourceAppOf(target.search)) return undefined;
  if (from.appCode === target.appCode) {
    const carried = sourceAppOf(from.search);
    return carried ? withQuery(target, 'sourceApp', carried) : undefined;
  }
  return withQuery(target, 'sourceApp', from.appCode);
};

export const decide = (target: GuardTarget, session: GuardSession, from?: GuardSource): GuardDecision => {
  if ((WHITELIST as readonly string[]).includes(target.path) || OPEN_PAGES.includes(target.path))
    return { kind: 'allow' };
  if (!session.hasToken) {
    return target.name === 'Index' ? { kind: 'allow' } : { kind: 'redirect', to: toLogin(target) };
  }
  if (session.isInfoFailed) {
    return { kind: 'logout', warningKey: 'guard.userInfoFailed', to: toLogin(target) };
  }
  if (!session.isInfoLoaded) return { kind: 'load' };

  const apps = session.appCodes ?? [];
  if (
    target.microApp &&
    (!apps.includes(target.microApp) || !(session.appsWithRoutes ?? []).includes(target.microApp))
  ) {
    return { kind: 'redirect', to: withRedirect('/401', target), warningKey: 'guard.noAppPermission' };
  }
  if (!target.isKnown) return { kind: 'redirect', to: withRedirect('/401', target) };

  const hasCoreApp = apps.includes(SYSTEM_APP) || apps.includes(MESSAGE_APP);
  if (!hasCoreApp && !target.microApp && !ALWAYS_ALLOWED_NAMES.includes(target.name ?? '')) {
    return { kind: 'redirect', to: session.fallbackPath ?? withRedirect('/401', target) };
  }

  const projects = session.projectIds ?? [];
  if (target.isProjectScoped && !projects.includes(target.projectId ?? '')) {
    return { kind: 'redirect', to: PROJECT_VIEW_PATH, clearProject: true };
  }
  if (target.name === 'ProjectView') {
    const wanted = new URLSearchParams(target.search).get('projectId');
    if (wanted && projects.includes(wanted)) return { kind: 'redirect', to: dataViewPath(wanted) };
  }

  const carried = sourceAppRedirect(target, from);
  return carried ? { kind: 'allow', completeTo: carried } : { kind: 'allow' };
};
