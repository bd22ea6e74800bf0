/** Number control bounds (workflow spec §5): missing min/max is unbounded; precision over 50 or unset is ignored. */
import { MAX_PRECISION } from './defaults';
import type { ControlOptions } from './types';

export interface NumberBounds {
  min: number;
  max: number;
  /** undefined: no rounding. */
  precision: number | undefined;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function numberBounds(options: Pick<ControlOptions, 'min' | 'max' | 'precision'>): NumberBounds {
  const { min, max, precision } = options;
  return {
    min: isFiniteNumber(min) ? min : -Infinity,
    max: isFiniteNumber(max) ? max : Infinity,
    precision:
      isFiniteNumber(precision) && precision >= 0 && precision <= MAX_PRECISION
        ? Math.floor(precision)
        : undefined,
  };
}

/** Rounds to the precision (when set) and clamps into [min, max]. Used when the user leaves the input. */
export function normaliseNumber(value: number, bounds: NumberBounds): number {
  let out = value;
  if (bounds.precision !== undefined) {
    const factor = 10 ** Math.min(bounds.precision, 15);
    out = bounds.precision > 15 ? out : Math.round(out * factor) / factor;
  }
  return Math.min(bounds.max, Math.max(bounds.min, out));
}

/** Parses user text into a number; '' and non-numbers give undefined. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-' || trimmed === '.') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export type NumberProblem = { messageKey: 'min' | 'max'; limit: number } | undefined;

/** Out-of-range check for a stored value. */
export function checkNumberRange(value: number, bounds: NumberBounds): NumberProblem {
  if (value < bounds.min) return { messageKey: 'min', limit: bounds.min };
  if (value > bounds.max) return { messageKey: 'max', limit: bounds.max };
  return undefined;
}
