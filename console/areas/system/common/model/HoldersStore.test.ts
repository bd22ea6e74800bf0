import { describe, expect, it } from 'vitest';
import { scriptedServer } from '../../../../app/model/testing/scriptedClient';
import { HoldersStore, type HoldersSource } from './HoldersStore';

const people = (...ids: string[]) => ids.map((id) => ({ id, name: `User ${id}` }));

const source = (holders: string[], save: HoldersSource['save'] = async () => null) => {
  const saved: Array<{ add: string[]; remove: string[] }> = [];
  return {
    saved,
    source: {
      load: async () => people(...holders),
      save: (change: { add: string[]; remove: string[] }) => (saved.push(change), save(change)),
    } satisfies HoldersSource,
  };
};

describe('HoldersStore', () => {
  it('shows the current holders and saves only who was added and who was taken away', async () => {
    const server = scriptedServer();
    const s = source(['1', '2', '3']);
    const store = new HoldersStore(server.deps, 'Users of Auditor', s.source);
    await store.load();
    expect(store.picked.map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(store.change).toEqual({ add: [], remove: [] });
    store.pick(people('2', '3', '4', '5'));
    expect(store.change).toEqual({ add: ['4', '5'], remove: ['1'] });
    expect(await store.save()).toBe(true);
    expect(s.saved).toEqual([{ add: ['4', '5'], remove: ['1'] }]);
    expect(server.notices).toEqual([{ kind: 'success', message: 'common:success' }]);
  });

  it('answers false and keeps the picks when the save fails', async () => {
    const server = scriptedServer();
    const s = source(['1'], async () => Promise.reject(new Error('refused')));
    const store = new HoldersStore(server.deps, 'Users of Auditor', s.source);
    await store.load();
    store.pick(people('9'));
    expect(await store.save()).toBe(false);
    expect(store.picked.map((p) => p.id)).toEqual(['9']);
    expect(store.actions.isBusy).toBe(false);
    expect(server.notices).toEqual([]);
  });

  it('starts empty when the holders cannot be read', async () => {
    const server = scriptedServer();
    const store = new HoldersStore(server.deps, 'x', {
      load: async () => Promise.reject(new Error('down')),
      save: async () => null,
    });
    await store.load();
    expect(store.picked).toEqual([]);
    expect(store.change).toEqual({ add: [], remove: [] });
  });
});
