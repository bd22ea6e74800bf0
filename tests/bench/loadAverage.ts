/** The machine's 1, 5 and 15 minute load averages, as every benchmark prints them beside its figures. */
import { loadavg } from 'node:os';

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
