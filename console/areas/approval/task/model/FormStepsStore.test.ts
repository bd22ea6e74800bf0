import { describe, expect, it } from 'vitest';
import { FormStepsStore } from './FormStepsStore';

const stepsWith = (count: number, valid: (index: number) => boolean) => {
  const checked: number[] = [];
  const store = new FormStepsStore(count, (index) => {
    checked.push(index);
    return Promise.resolve(valid(index));
  });
  return { store, checked };
};

describe('FormStepsStore (stepped display of several forms)', () => {
  it('starts on the first step', () => {
    const { store } = stepsWith(3, () => true);
    expect(store.index).toBe(0);
    expect(store.isFirst).toBe(true);
    expect(store.isLast).toBe(false);
  });

  it('goes on only after the current step passes its check', async () => {
    const { store, checked } = stepsWith(2, () => true);
    expect(await store.next()).toBe(true);
    expect(checked).toEqual([0]);
    expect(store.index).toBe(1);
    expect(store.isLast).toBe(true);
    expect(store.blockedStep).toBeUndefined();
  });

  it('stays and marks the step blocked while its form has errors, then lets go once fixed', async () => {
    let isFilled = false;
    const { store } = stepsWith(2, () => isFilled);
    expect(await store.next()).toBe(false);
    expect(store.index).toBe(0);
    expect(store.blockedStep).toBe(0);
    isFilled = true;
    expect(await store.next()).toBe(true);
    expect(store.index).toBe(1);
    expect(store.blockedStep).toBeUndefined();
  });

  it('a check that throws counts as not passed', async () => {
    const store = new FormStepsStore(2, () => Promise.reject(new Error('broken')));
    expect(await store.next()).toBe(false);
    expect(store.index).toBe(0);
    expect(store.blockedStep).toBe(0);
  });

  it('does not go past the last step nor before the first', async () => {
    const { store, checked } = stepsWith(2, () => true);
    store.back();
    expect(store.index).toBe(0);
    await store.next();
    expect(await store.next()).toBe(false);
    expect(store.index).toBe(1);
    expect(checked).toEqual([0]);
  });

  it('back goes one step back without a check and clears the blocked mark', async () => {
    const { store, checked } = stepsWith(3, (index) => index === 0);
    await store.next();
    expect(await store.next()).toBe(false);
    expect(store.blockedStep).toBe(1);
    store.back();
    expect(store.index).toBe(0);
    expect(store.blockedStep).toBeUndefined();
    expect(checked).toEqual([0, 1]);
  });

  it('show jumps to a step (the failing one at submit) and may mark it blocked', () => {
    const { store } = stepsWith(3, () => true);
    store.show(2, true);
    expect(store.index).toBe(2);
    expect(store.blockedStep).toBe(2);
    store.show(5);
    expect(store.index).toBe(2);
  });

  it('a second Next while the first is being checked is ignored', async () => {
    let release: (value: boolean) => void = () => undefined;
    const store = new FormStepsStore(3, () => new Promise<boolean>((resolve) => (release = resolve)));
    const first = store.next();
    expect(store.isChecking).toBe(true);
    expect(await store.next()).toBe(false);
    release(true);
    expect(await first).toBe(true);
    expect(store.index).toBe(1);
  });
});
