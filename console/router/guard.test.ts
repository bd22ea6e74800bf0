import { describe, expect, it } from 'vitest';
import { decide, sourceAppRedirect, type GuardSession, type GuardTarget } from './guard';

const target = (path: string, extra: Partial<GuardTarget> = {}): GuardTarget => ({
  path,
  search: '',
  isKnown: true,
  ...extra,
});
const signedOut: GuardSession = { hasToken: false, isInfoLoaded: false, isInfoFailed: false };
const firstVisit: GuardSession = { hasToken: true, isInfoLoaded: false, isInfoFailed: false };
const ready: GuardSession = {
  hasToken: true,
  isInfoLoaded: true,
  isInfoFailed: false,
  appCodes: ['system-new', 'MESSAGE', 'hudong', 'market-ui'],
  appsWithRoutes: ['hudong', 'market-ui'],
  projectIds: ['PJ1', 'PJ2'],
};
const childOnly: GuardSession = {
  ...ready,
  appCodes: ['hudong'],
  appsWithRoutes: ['hudong'],
  fallbackPath: '/smartube-app/hudong/home',
};

describe('route guard §4.1', () => {
  it.each(['/login', '/register', '/resetPassword', '/dingdingLogin'])(
    'rule 1: lets whitelisted %s pass unchecked',
    (path) => {
      expect(decide(target(path), signedOut)).toEqual({ kind: 'allow' });
      expect(decide(target(path), firstVisit)).toEqual({ kind: 'allow' });
    },
  );

  it('rule 2: a visitor without a token goes to login with the current location as redirect', () => {
    expect(decide(target('/system/user', { search: '?a=1' }), signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fuser%3Fa%3D1',
    });
  });

  it('rule 2: the redirect is only ever a same-origin path', () => {
    expect(decide(target('//evil.example/x'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhome',
    });
    expect(decide(target('/LOGIN', { search: '?redirect=%2Fsystem%2Fuser' }), signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fuser',
    });
  });

  it('rule 2: the route named Index is allowed without a token', () => {
    expect(decide(target('/', { name: 'Index' }), signedOut)).toEqual({ kind: 'allow' });
  });

  it('rule 3: the first visit loads user info, menus and routes before deciding', () => {
    expect(decide(target('/home'), firstVisit)).toEqual({ kind: 'load' });
    expect(decide(target('/system/user', { isKnown: false }), firstVisit)).toEqual({ kind: 'load' });
  });

  it('rule 4: a failed user-info load warns, logs out and goes to login', () => {
    expect(decide(target('/home'), { ...firstVisit, isInfoFailed: true })).toEqual({
      kind: 'logout',
      warningKey: 'guard.userInfoFailed',
      to: '/login?redirect=%2Fhome',
    });
  });

  it('rule 5: sourceApp is carried between routes of the same app', () => {
    const to = target('/system/role', { appCode: 'system-new' });
    expect(decide(to, ready, { appCode: 'system-new', search: '?sourceApp=hudong' })).toEqual({
      kind: 'allow',
      completeTo: '/system/role?sourceApp=hudong',
    });
    expect(sourceAppRedirect(to, { appCode: 'system-new', search: '' })).toBeUndefined();
  });

  it('rule 5: a cross-app route gets a sourceApp query naming the app it came from', () => {
    const to = target('/message/letters', { appCode: 'MESSAGE', search: '?tab=1' });
    expect(decide(to, ready, { appCode: 'system-new', search: '' })).toEqual({
      kind: 'allow',
      completeTo: '/message/letters?tab=1&sourceApp=system-new',
    });
    expect(
      decide(target('/message/letters', { appCode: 'MESSAGE', search: '?sourceApp=x' }), ready, {
        appCode: 'system-new',
        search: '',
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('rule 5: going back to an open tab keeps its full path', () => {
    const to = target('/smartube-app/hudong/home', {
      appCode: 'hudong',
      microApp: 'hudong',
      isTabSwitch: true,
    });
    expect(decide(to, ready, { appCode: 'MESSAGE', search: '' })).toEqual({ kind: 'allow' });
  });

  it('rule 6: without the system and message apps only child-app paths and Index/ProjectView/SmartubeAdminHome pass', () => {
    expect(decide(target('/system/user', { appCode: 'system-new' }), childOnly)).toEqual({
      kind: 'redirect',
      to: '/smartube-app/hudong/home',
    });
    expect(
      decide(target('/smartube-app/hudong/home', { microApp: 'hudong', appCode: 'hudong' }), childOnly),
    ).toEqual({ kind: 'allow' });
    for (const name of ['Index', 'ProjectView', 'SmartubeAdminHome']) {
      expect(decide(target('/x', { name }), childOnly)).toEqual({ kind: 'allow' });
    }
    expect(decide(target('/system/user'), ready)).toEqual({ kind: 'allow' });
  });

  it('rule 7: a project-scoped route with a foreign projectId clears the project and goes to ProjectView', () => {
    expect(
      decide(target('/project/PJ9/data-view', { isProjectScoped: true, projectId: 'PJ9' }), ready),
    ).toEqual({
      kind: 'redirect',
      to: '/project',
      clearProject: true,
    });
    expect(
      decide(target('/project/PJ1/data-view', { isProjectScoped: true, projectId: 'PJ1' }), ready),
    ).toEqual({ kind: 'allow' });
  });

  it('rule 7: ProjectView with a valid project redirects to DataViewInteractionPutting', () => {
    expect(decide(target('/project', { name: 'ProjectView', search: '?projectId=PJ2' }), ready)).toEqual({
      kind: 'redirect',
      to: '/project/PJ2/data-view',
    });
    expect(decide(target('/project', { name: 'ProjectView', search: '?projectId=NOPE' }), ready)).toEqual({
      kind: 'allow',
    });
    expect(decide(target('/project', { name: 'ProjectView' }), ready)).toEqual({ kind: 'allow' });
  });

  it('rule 8: unknown or unauthorised paths go to /401 with a redirect query', () => {
    expect(decide(target('/nowhere', { isKnown: false, search: '?q=1' }), ready)).toEqual({
      kind: 'redirect',
      to: '/401?redirect=%2Fnowhere%3Fq%3D1',
    });
  });

  it('rule 9: a child app without any permitted route warns 没有应用权限', () => {
    expect(
      decide(target('/smartube-app/millstone/home', { microApp: 'millstone', isKnown: true }), ready),
    ).toEqual({
      kind: 'redirect',
      to: '/401?redirect=%2Fsmartube-app%2Fmillstone%2Fhome',
      warningKey: 'guard.noAppPermission',
    });
  });

  it('error and refresh pages are always open', () => {
    expect(decide(target('/401'), signedOut)).toEqual({ kind: 'allow' });
    expect(decide(target('/refresh'), ready)).toEqual({ kind: 'allow' });
  });
});
