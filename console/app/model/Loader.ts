import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';

/**
 * A value loaded from the server: `undefined` while the first load runs; on failure `fallback` (the client told
 * the user). A newer `load` wins over an older one still in flight.
 */
export class Loader<T> {
  value: T | undefined = undefined;
  isLoading = false;
  failed = false;
  private sequence = 0;

  constructor(private readonly fallback?: T) {
    makeObservable<Loader<T>, never>(this, {
      value: observableRef,
      isLoading: observable,
      failed: observable,
      load: action,
      set: action,
      clear: action,
    });
  }

  load(fetch: () => Promise<T>): Promise<T | undefined> {
    const request = ++this.sequence;
    this.isLoading = true;
    this.failed = false;
    return fetch().then(
      (value) => {
        if (request === this.sequence) runInAction(() => Object.assign(this, { value, isLoading: false }));
        return value;
      },
      () => {
        if (request === this.sequence)
          runInAction(() => Object.assign(this, { value: this.fallback, isLoading: false, failed: true }));
        return undefined;
      },
    );
  }

  /** Replaces the value locally (after a save the server confirmed). */
  set(value: T) {
    this.sequence++;
    this.value = value;
    this.isLoading = false;
    this.failed = false;
  }

  clear() {
    this.sequence++;
    this.value = undefined;
    this.isLoading = false;
    this.failed = false;
  }
}
