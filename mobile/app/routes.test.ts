import { describe, expect, it } from 'vitest';
import { pathOf, routeOf, safeNext, type MobileRoute } from './routes';

describe('phone routes', () => {
  const routes: MobileRoute[] = [
    { name: 'list', list: 'todo' },
    { name: 'list', list: 'done' },
    { name: 'list', list: 'mine' },
    { name: 'list', list: 'cc' },
    { name: 'task', taskId: '12' },
    { name: 'task', taskId: 'a/b' },
    { name: 'application', instanceId: '99' },
    { name: 'start' },
    { name: 'startFlow', processId: '5' },
    { name: 'letters' },
    { name: 'me' },
  ];
  it.each(routes)('reads back the path it writes: %o', (route) => {
    expect(routeOf(pathOf(route))).toEqual(route);
  });

  it('keeps where to go after signing in', () => {
    const path = pathOf({ name: 'signIn', next: '/m/task/3' });
    expect(path).toBe('/m/sign-in?next=%2Fm%2Ftask%2F3');
    expect(routeOf('/m/sign-in', '?next=%2Fm%2Ftask%2F3')).toEqual({ name: 'signIn', next: '/m/task/3' });
  });

  it('answers the to-do list for anything unknown', () => {
    expect(routeOf('/m')).toEqual({ name: 'list', list: 'todo' });
    expect(routeOf('/m/nowhere')).toEqual({ name: 'list', list: 'todo' });
    expect(routeOf('/m/task')).toEqual({ name: 'list', list: 'todo' });
  });

  it.each([
    ['/m/task/3', '/m/task/3'],
    ['https://evil.test/', '/m/'],
    ['//evil.test/m/', '/m/'],
    ['/m//evil.test', '/m/'],
    ['/system/user', '/m/'],
    ['', '/m/'],
  ])('follows a sign-in only to a page of its own: %s → %s', (next, to) => {
    expect(safeNext(next)).toBe(to);
  });
});
