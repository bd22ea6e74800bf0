/** Endpoints of the analytics area, declared once (see shared/api/contract.ts). */
import { diagnosisApi } from './diagnosis';
import { homeApi } from './home';

export const analyticsApi = { ...diagnosisApi, ...homeApi };

export { TOP_HOLDERS } from './diagnosis';
export type { DiagnosisData, HolderRow, NodeFiguresRow, SlowTaskRow } from './diagnosis';
export type { FlowLoadRow, HomeData, TodoItemRow } from './home';
export {
  ANALYTICS_PERIODS,
  FINISH_BUCKET_BOUNDS,
  MAX_CUSTOM_DAYS,
  PERIOD_DAYS,
  TODO_AGE_BOUNDS,
} from './schemas';
export type { AnalyticsPeriod, BucketRow, PeriodRangeData } from './schemas';
