import { randomInt } from 'node:crypto';

/** Generated ids: 9 random digits plus a timestamp (console spec §9, workflow spec §9). */
export const generateId = (now: Date = new Date()): string =>
  `${String(randomInt(0, 1e9)).padStart(9, '0')}${now.getTime()}`;
