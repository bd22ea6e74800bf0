import { action, computed, makeObservable, observable, runInAction } from 'mobx';

/**
 * Several forms of an application shown one at a time (workflow spec §2.6 display mode '2', stepped): the
 * current step, and going on only once the step's required fields are filled. `checkStep` asks the runtime
 * of that form to validate it (showing its field errors) and answers whether it passed.
 */
export class FormStepsStore {
  index = 0;
  /** The step the user could not leave: its form still has errors. */
  blockedStep: number | undefined = undefined;
  isChecking = false;

  constructor(
    readonly count: number,
    private readonly checkStep: (index: number) => Promise<boolean>,
  ) {
    makeObservable(this, {
      index: observable,
      blockedStep: observable,
      isChecking: observable,
      isFirst: computed,
      isLast: computed,
      back: action,
      show: action,
    });
  }

  get isFirst(): boolean {
    return this.index === 0;
  }

  get isLast(): boolean {
    return this.index >= this.count - 1;
  }

  /** Checks the current step and goes to the next one when it passes; false when it stays. */
  async next(): Promise<boolean> {
    if (this.isLast || this.isChecking) return false;
    const from = this.index;
    runInAction(() => (this.isChecking = true));
    const isValid = await this.checkStep(from).catch(() => false);
    runInAction(() => {
      this.isChecking = false;
      if (this.index !== from) return;
      this.blockedStep = isValid ? undefined : from;
      if (isValid) this.index = from + 1;
    });
    return isValid;
  }

  /** Goes back one step; nothing is checked (what was typed stays). */
  back(): void {
    if (this.isFirst) return;
    this.index -= 1;
    this.blockedStep = undefined;
  }

  /** Shows a step directly, e.g. the one whose form failed when everything was checked at submit. */
  show(index: number, isBlocked = false): void {
    if (index < 0 || index >= this.count) return;
    this.index = index;
    this.blockedStep = isBlocked ? index : undefined;
  }
}
