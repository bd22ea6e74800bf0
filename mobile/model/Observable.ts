/**
 * The phone pages' stores: plain classes that say when they changed (no MobX, to keep the phone's download
 * small). A view subscribes through `useStore` (React's useSyncExternalStore) and re-reads the store's fields.
 */
export class Observable {
  private readonly listeners = new Set<() => void>();
  private version = 0;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getVersion = () => this.version;

  /** Call after every change of a field a view reads. */
  protected changed() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
