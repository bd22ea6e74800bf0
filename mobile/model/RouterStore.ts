import { Observable } from './Observable';
import { pathOf, routeOf, type MobileRoute } from '../app/routes';

/** Where the router reads and writes the address (the window's history; a fake in tests). */
export interface HistoryPort {
  path(): { pathname: string; search: string };
  push(path: string): void;
  replace(path: string): void;
  onPop(listener: () => void): void;
}

/** The current page of the phone app; links and stores move through `go`. */
export class RouterStore extends Observable {
  route: MobileRoute;

  constructor(private readonly history: HistoryPort) {
    super();
    const { pathname, search } = history.path();
    this.route = routeOf(pathname, search);
    history.onPop(() => {
      const now = history.path();
      this.set(routeOf(now.pathname, now.search));
    });
  }

  go(route: MobileRoute, options: { replace?: boolean } = {}) {
    const path = pathOf(route);
    if (options.replace) this.history.replace(path);
    else this.history.push(path);
    this.set(route);
  }

  /** A path of our own (`next` after signing in). */
  goPath(path: string) {
    const [pathname = '/', search = ''] = path.split('?');
    this.history.replace(path);
    this.set(routeOf(pathname, search ? `?${search}` : ''));
  }

  private set(route: MobileRoute) {
    this.route = route;
    this.changed();
  }
}

export const windowHistory = (): HistoryPort => ({
  path: () => ({ pathname: window.location.pathname, search: window.location.search }),
  push: (path) => window.history.pushState(null, '', path),
  replace: (path) => window.history.replaceState(null, '', path),
  onPop: (listener) => window.addEventListener('popstate', listener),
});
