/** Per-field subscriptions to the form store: a component re-renders only when what it reads changes. */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { dataKey } from '@shared/form';
import type { FieldError, FormControl, LabeledValue } from '@shared/form';
import { channel } from './channels';
import { useRuntime } from './RuntimeContext';

const SEPARATOR = '\u0000';

function useChannels<T>(names: readonly string[], read: () => T): T {
  const { store } = useRuntime();
  // the joined names keep the subscription stable while the (new each render) array holds the same names
  const joined = names.join(SEPARATOR);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(joined.split(SEPARATOR), listener),
    [store, joined],
  );
  return useSyncExternalStore(subscribe, read, read);
}

const hiddenNames = (control: FormControl) => {
  const model = dataKey(control);
  return model === control.key
    ? [channel.hidden(control.key)]
    : [channel.hidden(control.key), channel.hidden(model)];
};

export interface FieldState {
  /** Hidden by its options, a hide rule, a privilege or hide(). */
  isHidden: boolean;
  value: unknown;
  /** Errors of the control, including those of its rows (batch, selectInputList). */
  errors: readonly FieldError[];
  /** The form has been checked once: the field keeps an error area (a live region) from then on. */
  hasErrorArea: boolean;
}

/**
 * What a field shows, through one subscription (its hidden state, value and errors): a 500-field form mounts
 * 500 subscriptions instead of 1,500. The result stays the same object while none of the three changes.
 */
export function useFieldState(control: FormControl): FieldState {
  const { store } = useRuntime();
  const key = dataKey(control);
  const last = useRef<FieldState | null>(null);
  const read = () => {
    const isHidden = store.isHidden(control);
    const value = store.valueOf(key);
    const errors = store.errorsOf(control.key);
    const hasErrorArea = store.isChecked;
    const state = last.current;
    if (
      state &&
      state.isHidden === isHidden &&
      state.value === value &&
      state.errors === errors &&
      state.hasErrorArea === hasErrorArea
    )
      return state;
    last.current = { isHidden, value, errors, hasErrorArea };
    return last.current;
  };
  return useChannels(
    [channel.value(key), channel.errors(control.key), channel.checked, ...hiddenNames(control)],
    read,
  );
}

/** Errors of a data control, including those of its rows (batch, selectInputList). */
export function useFieldErrors(key: string): readonly FieldError[] {
  const { store } = useRuntime();
  return useChannels([channel.errors(key)], () => store.errorsOf(key));
}

export function useActiveTab(key: string): number {
  const { store } = useRuntime();
  return useChannels([channel.tab(key)], () => store.activeTab(key));
}

export function useEventOptions(key: string): readonly LabeledValue[] | undefined {
  const { store } = useRuntime();
  return useChannels([channel.options(key)], () => store.optionsOf(key));
}

export function useErrorCount(): number {
  const { store } = useRuntime();
  return useChannels([channel.errorCount], () => store.errorCount);
}

/** True once every field must be in the DOM (long lists stop rendering in steps). */
export function useIsRevealed(): boolean {
  const { store } = useRuntime();
  return useChannels([channel.reveal], () => store.isRevealed);
}

export function useIsLoading(): boolean {
  const { store } = useRuntime();
  return useChannels([channel.loading], () => store.isLoading);
}

/** The errors of the last submit attempt (stable until the next one). */
export function useErrorSummary(): readonly FieldError[] {
  const { store } = useRuntime();
  return useChannels([channel.summary], () => store.summary);
}
