import { describe, expect, it } from 'vitest';
import { LiveChanges } from './LiveChanges';

const recorder = (failing: string[] = []) => {
  const calls: string[] = [];
  const target = (name: string) => async () => {
    calls.push(name);
    if (failing.includes(name)) throw new Error(`${name} failed`);
  };
  return { calls, targets: { reloadSession: target('session'), reloadLanguages: target('languages') } };
};

describe('live changes in an open console', () => {
  it('reloads the session (menus, apps, theme) and the languages only for what changed', async () => {
    const { calls, targets } = recorder();
    const live = new LiveChanges(targets);
    await live.apply({ kinds: ['menus'] });
    await live.apply({ kinds: ['theme', 'apps'] });
    await live.apply({ kinds: ['languages'] });
    expect(calls).toEqual(['session', 'session', 'languages']);
  });

  it('makes the properties be read again without reloading the session', async () => {
    const { calls, targets } = recorder();
    const live = new LiveChanges(targets);
    await live.apply({ kinds: ['properties'] });
    await live.apply({ kinds: ['properties'] });
    expect(live.propertiesVersion).toBe(2);
    expect(calls).toEqual([]);
  });

  it('applies changes one after another, and a failed reload does not stop the next', async () => {
    const { calls, targets } = recorder(['session']);
    const live = new LiveChanges(targets);
    const first = live.apply({ kinds: ['menus'] });
    const second = live.apply({ kinds: ['languages'] });
    await Promise.all([first, second]);
    expect(calls).toEqual(['session', 'languages']);
  });
});
