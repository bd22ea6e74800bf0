import { describe, expect, it } from 'vitest';
import { ViewKeys } from './viewKeys';

const screenOf = (path: string) => path.split('/')[1];
const designer = '/designer/new/basicInfo';
const designerTab = '/designer/new/flowDesign';

describe('ViewKeys', () => {
  it('keys every kept page by its own identity', () => {
    const views = new ViewKeys();
    const slots = views.place({ kept: ['/home', '/users'], active: '/users', isReplace: false, screenOf });
    expect(slots.map((slot) => slot.path)).toEqual(['/home', '/users']);
    expect(new Set(slots.map((slot) => slot.key)).size).toBe(2);
  });

  it('a page that replaces its address with another of its screen keeps its key, without a second page', () => {
    const views = new ViewKeys();
    const before = views.place({ kept: ['/home', designer], active: designer, isReplace: false, screenOf });
    const key = before[1]?.key;
    // the render right after the navigation: the tab list still names the old address
    const during = views.place({ kept: ['/home', designer], active: designerTab, isReplace: true, screenOf });
    expect(during).toEqual([
      { key: before[0]?.key, path: '/home' },
      { key, path: designerTab },
    ]);
    // once the tab list caught up
    const after = views.place({
      kept: ['/home', designerTab],
      active: designerTab,
      isReplace: true,
      screenOf,
    });
    expect(after).toEqual(during);
  });

  it('a replace navigation to another screen, or a push, makes a new page', () => {
    const views = new ViewKeys();
    const first = views.place({ kept: [designer], active: designer, isReplace: false, screenOf })[0]?.key;
    const other = views.place({ kept: [designer], active: '/home', isReplace: true, screenOf });
    expect(other.find((slot) => slot.path === '/home')?.key).not.toBe(first);
    const pushed = new ViewKeys();
    const key = pushed.place({ kept: [designer], active: designer, isReplace: false, screenOf })[0]?.key;
    const next = pushed.place({ kept: [designer], active: designerTab, isReplace: false, screenOf });
    expect(next.map((slot) => slot.path)).toEqual([designer, designerTab]);
    expect(next[1]?.key).not.toBe(key);
  });

  it('forgets the pages of closed tabs, and a reopened address gets a fresh page', () => {
    const views = new ViewKeys();
    const key = views.place({ kept: ['/home', '/users'], active: '/users', isReplace: false, screenOf })[1]
      ?.key;
    views.place({ kept: ['/home'], active: '/home', isReplace: false, screenOf });
    const again = views.place({ kept: ['/home', '/users'], active: '/users', isReplace: false, screenOf });
    expect(again[1]?.key).not.toBe(key);
  });

  it('a page keeps its place among the others whatever the tab order or a move of its address', () => {
    const views = new ViewKeys();
    const hudong = '/smartube-app/hudong/home';
    views.place({ kept: ['/home', hudong], active: hudong, isReplace: false, screenOf });
    const opened = views.place({
      kept: ['/home', hudong, '/letters'],
      active: '/letters',
      isReplace: false,
      screenOf,
    });
    // back to the child app (its tab, or the browser's Back), whose address then gains a query (a replace), the
    // tab list not caught up yet
    views.place({ kept: ['/home', hudong, '/letters'], active: hudong, isReplace: false, screenOf });
    const moved = views.place({
      kept: ['/home', hudong, '/letters'],
      active: `${hudong}?sourceApp=message`,
      isReplace: true,
      screenOf,
    });
    expect(moved.map((slot) => slot.key)).toEqual(opened.map((slot) => slot.key));
    expect(moved.map((slot) => slot.path)).toEqual(['/home', `${hudong}?sourceApp=message`, '/letters']);
    // tabs in another order: the pages stay where they were made
    const reordered = views.place({
      kept: ['/letters', `${hudong}?sourceApp=message`, '/home'],
      active: '/home',
      isReplace: false,
      screenOf,
    });
    expect(reordered.map((slot) => slot.key)).toEqual(opened.map((slot) => slot.key));
  });

  it('places the same pages when asked twice for one state (a repeated render)', () => {
    const views = new ViewKeys();
    views.place({ kept: [designer], active: designer, isReplace: false, screenOf });
    const input = { kept: [designer], active: designerTab, isReplace: true, screenOf };
    expect(views.place(input)).toEqual(views.place(input));
  });
});
