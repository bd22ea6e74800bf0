/**
 * How the runtime's data sources reach the server: a typed call per contract declaration (`createApiClient(...).call`
 * in the console, `createFetchCall` on the light mobile page). It resolves with the envelope's `data`.
 */
import type { EndpointDef, InputOf, ResponseOf } from '@shared/api/contract';

export type ApiCall = <E extends EndpointDef>(
  def: E,
  input?: InputOf<E>,
  options?: { silent?: boolean },
) => Promise<ResponseOf<E>>;
