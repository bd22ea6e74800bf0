/** Validation errors grouped by the data control they belong to (row errors under their batch), in document order. */
import type { FieldError } from '@shared/form';

const NONE: readonly FieldError[] = [];

const sameErrors = (a: readonly FieldError[], b: readonly FieldError[]) =>
  a.length === b.length &&
  a.every((error, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      error.key === other.key &&
      error.messageKey === other.messageKey &&
      error.message === other.message &&
      error.rowIndex === other.rowIndex &&
      JSON.stringify(error.params) === JSON.stringify(other.params)
    );
  });

/** The key an error is filed under: its sub-form control for row errors, else its own control. */
export const errorGroup = (error: FieldError): string => error.parentKey ?? error.key;

export class ErrorBook {
  private readonly byKey = new Map<string, readonly FieldError[]>();
  private total = 0;

  /** Errors of one control (same array until they change). */
  of(key: string): readonly FieldError[] {
    return this.byKey.get(key) ?? NONE;
  }

  get count(): number {
    return this.total;
  }

  /** Replaces one control's errors; true when they differ from before. */
  set(key: string, errors: readonly FieldError[]): boolean {
    const current = this.of(key);
    if (sameErrors(current, errors)) return false;
    this.total += errors.length - current.length;
    if (errors.length) this.byKey.set(key, errors);
    else this.byKey.delete(key);
    return true;
  }

  /** Replaces every error; returns the keys whose errors changed. */
  replaceAll(errors: readonly FieldError[]): string[] {
    const grouped = new Map<string, FieldError[]>();
    for (const error of errors) {
      const group = errorGroup(error);
      const list = grouped.get(group);
      if (list) list.push(error);
      else grouped.set(group, [error]);
    }
    const keys = new Set([...this.byKey.keys(), ...grouped.keys()]);
    return [...keys].filter((key) => this.set(key, grouped.get(key) ?? NONE));
  }

  /** Every error, controls in the given order (keys not listed come last). */
  list(order: readonly string[]): FieldError[] {
    const seen = new Set<string>();
    const out: FieldError[] = [];
    for (const key of [...order, ...this.byKey.keys()]) {
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(...this.of(key));
    }
    return out;
  }
}
