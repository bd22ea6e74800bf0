import { action, makeObservable, observable, observableRef } from 'mobx';
import type { FieldProblem } from '@shared/api/modules/identity/rules';
import { fieldOf } from './fieldError';
import type { ModelDeps } from './ModelDeps';

/**
 * The state of one form: its values, the error under each field, which field takes the focus, and the save in
 * flight. Every problem found on submit shows at once and the first invalid field takes the focus; a server
 * answer naming a field shows under it, or as a toast when the form has no such field. Saves are silent calls:
 * the form decides how a failure shows.
 */
export class FormModel<V extends object> {
  values: V;
  errors: Partial<Record<string, string>> = {};
  isBusy = false;
  /** The field the view should focus; `seq` changes every time so the same field can take the focus again. */
  focus: { field: string; seq: number } | undefined = undefined;

  constructor(
    private readonly deps: Pick<ModelDeps, 'notify' | 't'>,
    initial: V,
    /** The namespace of the rule keys in `FieldProblem`s. */
    private readonly ns = 'admin',
  ) {
    this.values = initial;
    makeObservable<FormModel<V>, 'setBusy' | 'focusOn'>(this, {
      values: observableRef,
      errors: observableRef,
      isBusy: observable,
      focus: observableRef,
      set: action,
      reset: action,
      showProblems: action,
      showFieldError: action,
      setBusy: action,
      focusOn: action,
    });
  }

  /** Changes one value and takes that field's error away. */
  set<K extends keyof V>(key: K, value: V[K]) {
    this.values = { ...this.values, [key]: value };
    if (String(key) in this.errors) {
      const { [String(key)]: _gone, ...rest } = this.errors;
      this.errors = rest;
    }
  }

  /** Replaces all values (a record loaded for editing) and clears the errors. */
  reset(values: V) {
    this.values = values;
    this.errors = {};
  }

  /** Shows every problem and focuses the first; true when there were any. */
  showProblems(problems: readonly FieldProblem[]): boolean {
    this.errors = Object.fromEntries(
      problems.map((p) => [p.field, this.deps.t(p.key, { ns: this.ns, ...p.params })]),
    );
    if (problems[0]) this.focusOn(problems[0].field);
    return problems.length > 0;
  }

  /** Shows a message under `field`, or as a toast when the form has no such field. */
  showFieldError(field: string, message: string) {
    if (!(field in (this.values as object))) return this.deps.notify.error(message);
    this.errors = { [field]: message };
    this.focusOn(field);
  }

  /**
   * Runs the save: first `problems` (the shared rules) are shown and stop it; then `work` runs with the busy flag.
   * Success shows 'Operation successful!' and answers true.
   */
  async submit(work: () => Promise<unknown>, problems: readonly FieldProblem[] = []): Promise<boolean> {
    if (this.showProblems(problems)) return false;
    this.setBusy(true);
    try {
      await work();
      this.deps.notify.success(this.deps.t('common:success'));
      return true;
    } catch (error) {
      const field = fieldOf(error);
      if (field) this.showFieldError(field.field, field.message);
      else this.deps.notify.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      this.setBusy(false);
    }
  }

  private setBusy(isBusy: boolean) {
    this.isBusy = isBusy;
  }

  private focusOn(field: string) {
    this.focus = { field, seq: (this.focus?.seq ?? 0) + 1 };
  }
}
