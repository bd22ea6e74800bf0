/**
 * The legend of the diagnosis heat colours (issue 29: not "2.6 minutes to 2.6 minutes"): the two thresholds are
 * shown at the precision that tells them apart, a range in one unit reads as one ("2.6–3.1 minutes"), and a band
 * no node can fall in is left out.
 */
import { durationOf, type HeatLevel, type HeatScale } from './diagnosisFigures';

const SECONDS_PER: Record<ReturnType<typeof durationOf>['unit'], number> = {
  second: 1,
  minute: 60,
  hour: 3_600,
  day: 86_400,
};
const MOST_DIGITS = 3;

const formatterFor = (language: string, unit: string, digits: number) =>
  new Intl.NumberFormat(language.replace('_', '-'), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: digits,
  });

/** A duration in its largest sensible unit with at most `digits` decimals. */
const formatAt = (seconds: number, language: string, digits: number) => {
  const { unit } = durationOf(seconds);
  return formatterFor(language, unit, unit === 'second' ? 0 : digits).format(seconds / SECONDS_PER[unit]);
};

/** The fewest decimals (one at least) at which the two durations read differently, if any does. */
const digitsApart = (from: number, to: number, language: string): number => {
  let digits = 1;
  while (digits < MOST_DIGITS && formatAt(from, language, digits) === formatAt(to, language, digits))
    digits++;
  return digits;
};

/** `2.6–3.1 minutes`, `50 minutes – 2.1 hours`: a range of durations in the reader's language. */
export function formatDurationRange(from: number, to: number, language: string): string {
  const digits = digitsApart(from, to, language);
  const unit = durationOf(from).unit;
  if (unit !== durationOf(to).unit)
    return `${formatAt(from, language, digits)} – ${formatAt(to, language, digits)}`;
  const size = SECONDS_PER[unit];
  return formatterFor(language, unit, unit === 'second' ? 0 : digits).formatRange(from / size, to / size);
}

/** What the legend says per level: an upper limit, a range or a lower limit; null for a band that is empty. */
export type LegendText = { limit: string } | { range: string } | null;

export function heatLegend(heat: HeatScale, language: string): Record<HeatLevel, LegendText> {
  const hasBands = heat.high > heat.mid;
  const digits = hasBands ? digitsApart(heat.mid, heat.high, language) : 1;
  return {
    low: { limit: formatAt(heat.mid, language, digits) },
    mid: hasBands ? { range: formatDurationRange(heat.mid, heat.high, language) } : null,
    high: hasBands ? { limit: formatAt(heat.high, language, digits) } : null,
  };
}
