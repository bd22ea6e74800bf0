export type {
  Clock,
  Command,
  CommandHistoryOptions,
  HistoryEvent,
  HistoryEventType,
  HistoryListener,
  HistoryMark,
} from './Command';
export { DEFAULT_HISTORY_LIMIT, DEFAULT_MERGE_WINDOW_MS } from './Command';
export { CommandHistory } from './CommandHistory';
export { manualClock } from './manualClock';
export type { ManualClock } from './manualClock';
