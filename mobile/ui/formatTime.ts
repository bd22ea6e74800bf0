/** A moment in the reader's language: date and time, short. */
export const formatTime = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'short', timeStyle: 'short' }).format(ms);
