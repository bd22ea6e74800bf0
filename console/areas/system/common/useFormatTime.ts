import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from './format';

/** The shared date-time formatter bound to the current UI language. */
export const useFormatTime = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value: string | null | undefined) => formatTime(value, language), [language]);
};
