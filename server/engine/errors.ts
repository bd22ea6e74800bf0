import type { EngineErrorCode, EngineFailure, EngineResult } from './types';

/** Builds a typed rejection of an action; `messageKey` is `engine.error.<code>`. */
export function fail(
  error: EngineErrorCode,
  extra: { by?: string; params?: Record<string, string | number | string[]> } = {},
): EngineFailure {
  return { error, messageKey: `engine.error.${error}`, ...extra };
}

export function isEngineFailure(result: EngineResult | EngineFailure | unknown): result is EngineFailure {
  return typeof result === 'object' && result !== null && 'error' in result;
}

/** Every refusal the engine can return (a new code fails to compile until it is listed here). */
const ENGINE_ERRORS: Record<EngineErrorCode, true> = {
  invalidTree: true,
  taskNotFound: true,
  alreadyHandled: true,
  notAssignee: true,
  notClaimed: true,
  alreadyClaimed: true,
  notCandidate: true,
  notAllowed: true,
  notUnderApproval: true,
  notInitiator: true,
  badTarget: true,
  actorsRequired: true,
  urgeTooSoon: true,
  notCc: true,
  notApproved: true,
  notParticipant: true,
  noPeople: true,
  waitingForSigners: true,
  signatureRequired: true,
  picksRequired: true,
  tooManyPicks: true,
  designateApproverOff: true,
  applicantCcOff: true,
  submitForOthersOff: true,
  notDue: true,
  awaitingResubmit: true,
};

/** Every code the engine can return: each has a message `approval:engine.error.<code>` (errors.test.ts). */
export const engineErrorCodes = Object.keys(ENGINE_ERRORS) as EngineErrorCode[];
