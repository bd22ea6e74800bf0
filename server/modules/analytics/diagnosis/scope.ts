/** What a diagnosis covers: one tenant's flow over a period, at a moment, in a zone. */
export interface Scope {
  merchantId: string;
  processId: string;
  from: number;
  to: number;
  /** Open tasks wait until now. */
  now: number;
  /** Minutes east of UTC, for days and weeks. */
  tzOffset: number;
}
