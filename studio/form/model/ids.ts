import type { Clock } from '@studio/common/history';

/** Generated ids (workflow spec §9): 9 random digits followed by a timestamp. */
export function generateId(clock: Clock = Date.now, random: () => number = Math.random): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(random() * 10) % 10).join('');
  return `${digits}${Math.floor(clock())}`;
}
