/**
 * The home page of the signed-in user (console spec §2.1 /home): their to-dos by urgency (`degree`, the
 * Jflow_Degree dictionary value of the instance) and by age, the oldest ones, their applications by state, and,
 * for holders of `system:workflow:manage`, the tenant's open instances per flow and its overtime tasks.
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Bucket } from './schemas';

/** One to-do, with what a link into it needs (the task to open, its instance and flow). */
export const TodoItem = Type.Object({
  taskId: Type.String(),
  instanceId: Type.String(),
  processId: Type.String(),
  processName: Type.String(),
  itemName: Type.String(),
  nodeName: Type.String(),
  /** Urgency (Jflow_Degree value). */
  degree: Type.Integer(),
  /** Name of the applicant. */
  createBy: Type.String(),
  startTime: Type.Number(),
  waitingSeconds: Type.Number(),
});
export type TodoItemRow = Static<typeof TodoItem>;

export const FlowLoad = Type.Object({
  processId: Type.String(),
  processName: Type.String(),
  openInstances: Type.Integer(),
  /** Tasks in state 3 (overtime) on the flow's open instances. */
  overtimeTasks: Type.Integer(),
});
export type FlowLoadRow = Static<typeof FlowLoad>;

export const Home = Type.Object({
  /** Open handler tasks of the caller (assigned, or claimable by them), as the to-do list counts them. */
  todo: Type.Object({
    total: Type.Integer(),
    /** Per urgency present among the to-dos, most urgent (highest value) first. */
    byDegree: Type.Array(Type.Object({ degree: Type.Integer(), count: Type.Integer() })),
    /** Per age bucket of TODO_AGE_BOUNDS (time since the task started), every bucket listed. */
    byAge: Type.Array(Bucket),
    /** The oldest to-dos, oldest first, at most `oldest`. */
    oldest: Type.Array(TodoItem),
  }),
  /** The caller's applications: every instance state listed (0, 1, 2, 3, 5). */
  applications: Type.Object({
    total: Type.Integer(),
    byState: Type.Array(Type.Object({ state: Type.Integer(), count: Type.Integer() })),
  }),
  /** Only for holders of `system:workflow:manage`, otherwise null. Flows with most open instances first. */
  workflow: Type.Union([
    Type.Object({
      openInstances: Type.Integer(),
      overtimeTasks: Type.Integer(),
      byFlow: Type.Array(FlowLoad),
    }),
    Type.Null(),
  ]),
});
export type HomeData = Static<typeof Home>;

export const homeApi = {
  home: endpoint({
    method: 'GET',
    path: '/analytics/home',
    access: 'self',
    query: Type.Object({
      oldest: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
    }),
    response: Home,
  }),
};
