import type { EngineErrorCode, EngineFailure, EngineResult, EngineSuccess } from './types';

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

export function isEngineSuccess(result: EngineResult): result is EngineSuccess {
  return !isEngineFailure(result);
}

/** Every message key the engine can return, for locale files and tests. */
export const engineErrorCodes: readonly EngineErrorCode[] = [
  'invalidTree',
  'taskNotFound',
  'alreadyHandled',
  'notAssignee',
  'notClaimed',
  'alreadyClaimed',
  'notCandidate',
  'notAllowed',
  'notUnderApproval',
  'notInitiator',
  'badTarget',
  'actorsRequired',
  'urgeTooSoon',
  'notCc',
];
