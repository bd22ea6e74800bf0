/**
 * Out-of-office delegations (workflow spec §6 "delegate"): each user keeps their own; tasks assigned to them in
 * the window, on flows with the delegate switch on, go to the delegate.
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Nothing } from '../../schemas';
import { Id } from './schemas';

const Millis = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });

export const Delegation = Type.Object({
  id: Type.String(),
  delegateId: Type.String(),
  delegateName: Type.String(),
  /** ms since epoch, inclusive. */
  startTime: Type.Number(),
  /** ms since epoch, exclusive. */
  endTime: Type.Number(),
  allFlows: Type.Boolean(),
  processIds: Type.Array(Type.String()),
  /** Names of `processIds`, same order. */
  processNames: Type.Array(Type.String()),
});
export type DelegationRow = Static<typeof Delegation>;

export const DelegationBody = Type.Object({
  /** Absent: a new delegation. */
  id: Type.Optional(Id),
  delegateId: Id,
  startTime: Millis,
  endTime: Millis,
  allFlows: Type.Boolean(),
  processIds: Type.Array(Id, { maxItems: 200 }),
});
export type DelegationBodyData = Static<typeof DelegationBody>;

export const delegationsApi = {
  /** The caller's delegations, latest window first. */
  myDelegations: endpoint({
    method: 'GET',
    path: '/jflow/delegation/list',
    access: 'self',
    response: Type.Array(Delegation),
  }),
  /** Creates or changes one of the caller's delegations. */
  saveDelegation: endpoint({
    method: 'POST',
    path: '/jflow/delegation/save',
    access: 'self',
    body: DelegationBody,
    response: Type.Object({ id: Type.String() }),
  }),
  removeDelegation: endpoint({
    method: 'POST',
    path: '/jflow/delegation/remove',
    access: 'self',
    body: Type.Object({ id: Id }),
    response: Nothing,
  }),
};
