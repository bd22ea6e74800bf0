import dayjs from 'dayjs';

/** The console's date format for typed dates (never the browser's own, which follows the OS locale). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Empty, or a real calendar date written YYYY-MM-DD. */
export const isDateText = (text: string): boolean =>
  text === '' || (/^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(DATE_FORMAT) === text);
