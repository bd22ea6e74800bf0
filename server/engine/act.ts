/**
 * Applying one event to an instance. Pure: the input instance is not changed; a rejected action returns a typed
 * failure and nothing else.
 */
import { fail } from './errors';
import { approve, claim, reject, stage } from './actions/taskActions';
import { fallback, transfer } from './actions/moveActions';
import { markCcRead, recall, terminate, urge } from './actions/instanceActions';
import { cc, share, voidInstance } from './actions/ccActions';
import { addSigners, freeFlow } from './actions/signerActions';
import { reassign } from './actions/adminActions';
import { expire } from './actions/timeActions';
import { resubmit } from './actions/returnActions';
import { beginRun, finishRun } from './run';
import type { Run } from './run';
import type { EngineContext, EngineEvent, EngineFailure, EngineInstance, EngineResult } from './types';

type Handler<E extends EngineEvent> = (run: Run, event: E) => EngineFailure | null;
type Handlers = { [K in EngineEvent['kind']]: Handler<Extract<EngineEvent, { kind: K }>> };

const handlers: Handlers = {
  approve,
  reject,
  claim,
  transfer,
  fallback,
  stage,
  recall,
  terminate,
  urge,
  markCcRead,
  cc,
  share,
  void: voidInstance,
  addSigners,
  freeFlow,
  reassign,
  expire,
  resubmit,
};

function dispatch<E extends EngineEvent>(run: Run, event: E): EngineFailure | null {
  const handler = handlers[event.kind] as Handler<E>;
  return handler(run, event);
}

/** Applies `event`; on success the instance version is one higher. */
export function act(instance: EngineInstance, event: EngineEvent, ctx: EngineContext): EngineResult {
  const run = beginRun(instance, ctx);
  if (!run) return fail('invalidTree');
  const failure = dispatch(run, event);
  if (failure) return failure;
  return finishRun(run);
}
