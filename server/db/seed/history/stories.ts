/**
 * The demo history's plan (issue 29 "a first start that shows the product"): who applies for what and when over
 * the last 90 days, how each application ends, and how long each step of each flow takes. Pure and seeded, so
 * every first start plans the same history; seedHistory.ts plays it through the engine's own actions.
 */
import { seededRandom, type Random } from './random';

export const HISTORY_DAYS = 90;
export const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How an application ends, if the present does not come first (a recent one is then still running). */
export type Ending = 'approved' | 'rejected' | 'returned' | 'recalled' | 'voided';

export interface Story {
  processId: string;
  applicantId: string;
  /** Milliseconds before the moment of seeding. */
  startsAgo: number;
  ending: Ending;
  /** Cc someone when approving (flows that allow it). */
  withCc: boolean;
  /** A recent application whose next approver has not got to it yet: after this many steps it waits. */
  waitsAfterSteps: number | null;
  random: Random;
}

interface FlowPlan {
  processId: string;
  /** Applications per 90 days. */
  volume: number;
  applicants: readonly string[];
  endings: Partial<Record<Ending, number>>;
}

const STAFF = ['U1002', 'U1003', 'U1004', 'U1005'];
/** The administrator (the demo's first sign-in) also travels and claims expenses, so his home page has figures. */
const WITH_ADMIN = ['U1001', ...STAFF];
/** Applications of the last days that still wait for someone, so the to-do lists have something in them. */
const RECENT_DAYS = 12;

export const FLOW_PLANS: readonly FlowPlan[] = [
  {
    processId: 'P-LEAVE',
    volume: 70,
    applicants: STAFF,
    endings: { rejected: 0.08, returned: 0.1, recalled: 0.06 },
  },
  {
    processId: 'P-OVERTIME',
    volume: 50,
    applicants: ['U1002', 'U1005'],
    endings: { rejected: 0.06, recalled: 0.04 },
  },
  { processId: 'P-COMP', volume: 30, applicants: ['U1002', 'U1005'], endings: { rejected: 0.05 } },
  { processId: 'P-CARDFIX', volume: 25, applicants: STAFF, endings: { rejected: 0.1 } },
  { processId: 'P-CANCEL', volume: 20, applicants: STAFF, endings: {} },
  { processId: 'P-TRIP', volume: 25, applicants: WITH_ADMIN, endings: { rejected: 0.08, returned: 0.12 } },
  {
    processId: 'P-EXPENSE',
    volume: 45,
    applicants: WITH_ADMIN,
    endings: { rejected: 0.1, returned: 0.12, recalled: 0.05, voided: 0.06 },
  },
  { processId: 'P-SALARY', volume: 16, applicants: ['U1003', 'U1004'], endings: { rejected: 0.2 } },
  { processId: 'P-ASSET', volume: 28, applicants: STAFF, endings: { rejected: 0.05, recalled: 0.05 } },
];

/** Typical time a person takes to handle a step (hours, median); the spread makes some far slower. */
const PACE: Record<string, number> = {
  U1001: 30,
  U1002: 3,
  U1003: 2.5,
  U1004: 9,
  U1005: 14,
};

/** How long `userId` takes over a step: log-normal around their pace, between five minutes and twelve days. */
export const handlingTime = (random: Random, userId: string): number =>
  Math.min(12 * DAY, Math.max(5 * 60_000, random.around((PACE[userId] ?? 6) * HOUR, 0.9)));

/**
 * The endings of a flow's `count` applications: each ending its share of them (at least one), the rest approved,
 * in a seeded order — so even a small history has every ending the flow can have.
 */
const endingsOf = (random: Random, endings: FlowPlan['endings'], count: number): Ending[] => {
  const list = (Object.entries(endings) as [Ending, number][]).flatMap(([ending, share]) =>
    Array.from({ length: Math.max(1, Math.round(count * share)) }, () => ending),
  );
  while (list.length < count) list.push('approved');
  for (let i = list.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list.slice(0, count);
};

/** A weekday working hour `daysAgo` days back (weekends move to Friday), as milliseconds before `now`. */
const workingMoment = (random: Random, now: number, daysAgo: number): number => {
  const at = new Date(now - daysAgo * DAY);
  const weekday = at.getUTCDay();
  if (weekday === 0 || weekday === 6) at.setUTCDate(at.getUTCDate() - (weekday === 0 ? 2 : 1));
  at.setUTCHours(1 + random.int(0, 8), random.int(0, 59), random.int(0, 59), 0);
  return Math.max(now - at.getTime(), 10 * 60_000);
};

/** Every application of the history, oldest first; `share` of the volume (tests play a smaller history). */
export const planStories = (now: number, share = 1, seed = 29): Story[] => {
  const random = seededRandom(seed);
  const stories = FLOW_PLANS.flatMap((plan) => {
    const count = Math.round(plan.volume * share);
    return endingsOf(random, plan.endings, count).map((ending): Story => {
      // weekends move back to the Friday before: two days of room keep every start inside the 90 days
      const daysAgo = random.next() * (HISTORY_DAYS - 2);
      const isWaiting = daysAgo < RECENT_DAYS && random.chance(0.45);
      return {
        processId: plan.processId,
        applicantId: random.pick(plan.applicants),
        startsAgo: workingMoment(random, now, daysAgo),
        ending,
        withCc: random.chance(0.2),
        waitsAfterSteps: isWaiting ? random.int(0, 1) : null,
        random: seededRandom(random.int(1, 2 ** 31)),
      };
    });
  });
  return stories.sort((a, b) => b.startsAgo - a.startsAgo);
};
