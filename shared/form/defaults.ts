/** Defaults of a form document (workflow spec §4.3 reset, §9 constants). */
import type { ColSpec, FormConfig, FormDocument } from './types';

export const DEFAULT_LABEL_SPAN = 4;
export const DEFAULT_WRAPPER_SPAN = 18;
export const DEFAULT_LABEL_WIDTH = 100;
export const DEFAULT_UPLOAD_LIMIT = 3;
export const DEFAULT_UPLOAD_ACTION = '/digital-portal/api/authority/admin/upload/oss';
export const DEFAULT_BATCH_MIN_ROWS = 1;
export const DEFAULT_FRAME_MODAL = { width: 850, height: 500 } as const;
export const DEFAULT_TEXT_FONT_SIZE = '10.5pt';
export const TIME_FORMAT = 'HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MAX_PRECISION = 50;
/** Smallest height of a table cell (px): the designer draws an empty cell this tall, and the runtime keeps it. */
export const TABLE_MIN_CELL_HEIGHT = 48;

const allBreakpoints = (span: number): ColSpec => ({
  xs: span,
  sm: span,
  md: span,
  lg: span,
  xl: span,
  xxl: span,
});

/** A fresh default config: vertical layout, label 4 / wrapper 18, no events or hide rules. */
export function createDefaultConfig(): FormConfig {
  return {
    layout: 'vertical',
    labelCol: allBreakpoints(DEFAULT_LABEL_SPAN),
    wrapperCol: allBreakpoints(DEFAULT_WRAPPER_SPAN),
    labelWidth: DEFAULT_LABEL_WIDTH,
    labelLayout: 'flex',
    hideRequiredMark: false,
    customStyle: '',
    formEvents: [],
    hideRules: [],
    submitHiddenValues: false,
  };
}

/** A fresh empty document (what the designer's reset produces). */
export function createEmptyDocument(): FormDocument {
  return { list: [], config: createDefaultConfig() };
}
