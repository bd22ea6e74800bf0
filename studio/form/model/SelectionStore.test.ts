import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { manualClock } from '@studio/common/history';
import { SelectionStore } from './SelectionStore';

describe('SelectionStore', () => {
  it('starts with nothing selected', () => {
    const store = new SelectionStore({ clock: manualClock(0).now });
    expect(store.selectedKey).toBe('');
    expect(store.hasSelection).toBe(false);
  });

  it('ignores a change within 100 ms of the previous one and accepts one at 100 ms', () => {
    const clock = manualClock(1000);
    const store = new SelectionStore({ clock: clock.now });
    expect(store.select('a')).toBe(true);
    clock.advance(99);
    expect(store.select('b')).toBe(false);
    expect(store.selectedKey).toBe('a');
    clock.advance(1);
    expect(store.select('b')).toBe(true);
    expect(store.selectedKey).toBe('b');
  });

  it('tells how long until a pick is taken again', () => {
    const clock = manualClock(1000);
    const store = new SelectionStore({ clock: clock.now });
    expect(store.msUntilPickable()).toBe(0);
    store.force('a');
    expect(store.msUntilPickable()).toBe(100);
    clock.advance(60);
    expect(store.msUntilPickable()).toBe(40);
    clock.advance(40);
    expect(store.msUntilPickable()).toBe(0);
    expect(store.select('b')).toBe(true);
  });

  it('clear and force always apply', () => {
    const clock = manualClock(0);
    const store = new SelectionStore({ clock: clock.now });
    store.select('a');
    store.clear();
    expect(store.selectedKey).toBe('');
    store.force('c');
    expect(store.selectedKey).toBe('c');
  });

  it('tells whether a key is selected, and tells a watcher of one key only when its answer changes', () => {
    const clock = manualClock(0);
    const store = new SelectionStore({ clock: clock.now });
    const seen: Record<string, boolean[]> = { a: [], b: [], c: [] };
    const stops = Object.keys(seen).map((key) => autorun(() => seen[key]!.push(store.isSelected(key))));
    store.force('a');
    store.force('b');
    store.force('b');
    store.clear();
    stops.forEach((stop) => stop());
    expect(seen).toEqual({
      a: [false, true, false],
      b: [false, true, false],
      // never selected: never told again
      c: [false],
    });
    expect(store.isSelected('')).toBe(false);
  });
});
