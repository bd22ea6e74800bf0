/**
 * Approval opinion (workflow spec §2.2 "approval-opinion comment box", §6 "approval opinion", on by default).
 * On: the approver's opinion box shows, and refusing needs an opinion (a reason for the applicant). Off: no box
 * shows and an opinion sent with a task action is ignored, never stored or shown. The rule lives here once;
 * the task detail tells the console which box to show and which actions need it.
 */
import type { TaskAction } from '@shared/approval/states';
import type { FlowSettings } from '@shared/flow/types';
import type { EngineEvent } from './types';

/** The actions whose opinion may not be blank while the switch is on. */
export const OPINION_REQUIRED_FOR: readonly TaskAction[] = ['reject'];

/** Task events whose `comment` is the approver's opinion (instance events keep theirs: recall, void...). */
const OPINION_EVENTS = new Set<EngineEvent['kind']>([
  'approve',
  'reject',
  'transfer',
  'fallback',
  'addSigners',
  'freeFlow',
]);

export interface OpinionRule {
  /** The opinion box shows. */
  isShown: boolean;
  /** Actions refused while the opinion is blank. */
  requiredFor: TaskAction[];
}

export function opinionRule(settings: FlowSettings): OpinionRule {
  return settings.approvalOpinion
    ? { isShown: true, requiredFor: [...OPINION_REQUIRED_FOR] }
    : { isShown: false, requiredFor: [] };
}

/** The event as the engine takes it: without its opinion when the switch is off. */
export function withOpinionRule(settings: FlowSettings, event: EngineEvent): EngineEvent {
  if (settings.approvalOpinion || !OPINION_EVENTS.has(event.kind) || !('comment' in event)) return event;
  const { comment: _ignored, ...rest } = event;
  return rest as EngineEvent;
}

/** True when `action` needs an opinion and `comment` is blank. */
export function lacksOpinion(
  settings: FlowSettings,
  action: TaskAction,
  comment: string | undefined,
): boolean {
  return opinionRule(settings).requiredFor.includes(action) && (comment ?? '').trim() === '';
}
