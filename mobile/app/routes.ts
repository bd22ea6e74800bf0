/** The phone pages' addresses under /m/ (history mode; the server answers every /m/ path with the page). */
export const MOBILE_BASE = '/m';

export type ListKind = 'todo' | 'done' | 'mine' | 'cc';
export const LIST_KINDS: readonly ListKind[] = ['todo', 'done', 'mine', 'cc'];

export type MobileRoute =
  | { name: 'signIn'; next: string }
  | { name: 'list'; list: ListKind }
  | { name: 'task'; taskId: string }
  | { name: 'application'; instanceId: string }
  | { name: 'start' }
  | { name: 'startFlow'; processId: string }
  | { name: 'letters' }
  | { name: 'me' };

const LIST_PATHS: Record<ListKind, string> = { todo: '/', done: '/done', mine: '/mine', cc: '/cc' };

/** The path of a route, under /m. */
export const pathOf = (route: MobileRoute): string => {
  switch (route.name) {
    case 'signIn':
      return `${MOBILE_BASE}/sign-in${route.next ? `?next=${encodeURIComponent(route.next)}` : ''}`;
    case 'list':
      return `${MOBILE_BASE}${LIST_PATHS[route.list]}`;
    case 'task':
      return `${MOBILE_BASE}/task/${encodeURIComponent(route.taskId)}`;
    case 'application':
      return `${MOBILE_BASE}/application/${encodeURIComponent(route.instanceId)}`;
    case 'start':
      return `${MOBILE_BASE}/start`;
    case 'startFlow':
      return `${MOBILE_BASE}/start/${encodeURIComponent(route.processId)}`;
    case 'letters':
      return `${MOBILE_BASE}/letters`;
    case 'me':
      return `${MOBILE_BASE}/me`;
  }
};

/** The route of a path (`/m/task/12`); anything unknown is the to-do list. */
export const routeOf = (pathname: string, search = ''): MobileRoute => {
  const rest = pathname.startsWith(MOBILE_BASE) ? pathname.slice(MOBILE_BASE.length) : pathname;
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second] = parts;
  if (first === 'sign-in') return { name: 'signIn', next: new URLSearchParams(search).get('next') ?? '' };
  if (first === 'task' && second) return { name: 'task', taskId: second };
  if (first === 'application' && second) return { name: 'application', instanceId: second };
  if (first === 'start') return second ? { name: 'startFlow', processId: second } : { name: 'start' };
  if (first === 'letters') return { name: 'letters' };
  if (first === 'me') return { name: 'me' };
  const list = LIST_KINDS.find((kind) => kind !== 'todo' && LIST_PATHS[kind] === `/${first ?? ''}`);
  return { name: 'list', list: list ?? 'todo' };
};

/** Only our own pages may follow a sign-in (`next` comes from the address bar). */
export const safeNext = (next: string): string =>
  next.startsWith(`${MOBILE_BASE}/`) && !next.startsWith(`${MOBILE_BASE}//`) ? next : `${MOBILE_BASE}/`;
