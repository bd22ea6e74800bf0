import type { EndpointDef } from '@shared/api/contract';
import type { ApiCall } from '@runtime/consoleDataSource';

type Handler = (input: { query?: Record<string, unknown>; body?: Record<string, unknown> }) => unknown;

/** A stand-in for the API in store tests: answers by endpoint path and records every call made. */
export const fakeCall = (handlers: Record<string, Handler>) => {
  const calls: { path: string; query?: Record<string, unknown>; body?: Record<string, unknown> }[] = [];
  const call = (async (def: EndpointDef, input?: unknown) => {
    const args = (input ?? {}) as { query?: Record<string, unknown>; body?: Record<string, unknown> };
    calls.push({ path: def.path, ...args });
    const handler = handlers[def.path];
    if (!handler) throw new Error(`no answer for ${def.path}`);
    return handler(args);
  }) as ApiCall;
  return { call, calls };
};
