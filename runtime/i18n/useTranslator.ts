/** The runtime's translator over the `form` namespace: zh_CN and en_US bundled, other locales loaded on demand. */
import { useEffect, useMemo, useState } from 'react';
import { createTranslator } from '@shared/form';
import type { HostTranslate, MessageTree, Translate } from '@shared/form';
import zhCN from '@shared/i18n/locales/zh_CN/form.json';
import enUS from '@shared/i18n/locales/en_US/form.json';

type Loader = () => Promise<{ default: MessageTree }>;
const LOADERS: Record<string, Loader> = {
  ar_EG: () => import('@shared/i18n/locales/ar_EG/form.json'),
  de_DE: () => import('@shared/i18n/locales/de_DE/form.json'),
  ko_KR: () => import('@shared/i18n/locales/ko_KR/form.json'),
  ru_RU: () => import('@shared/i18n/locales/ru_RU/form.json'),
  es_ES: () => import('@shared/i18n/locales/es_ES/form.json'),
  pt_PT: () => import('@shared/i18n/locales/pt_PT/form.json'),
  sv_SE: () => import('@shared/i18n/locales/sv_SE/form.json'),
};
const BUNDLED: Record<string, MessageTree> = { zh_CN: zhCN, en_US: enUS };

/** Accepts `zh_CN`, `zh-CN` or `zh`; defaults to zh_CN. */
export function normaliseLocale(locale: string | undefined): string {
  if (!locale) return 'zh_CN';
  const name = locale.replace('-', '_');
  const known = [...Object.keys(BUNDLED), ...Object.keys(LOADERS)];
  return (
    known.find((entry) => entry.toLowerCase() === name.toLowerCase()) ??
    known.find((entry) => entry.startsWith(`${name.slice(0, 2).toLowerCase()}_`)) ??
    'zh_CN'
  );
}

export function useTranslator(locale: string | undefined, host?: HostTranslate): Translate {
  const name = normaliseLocale(locale);
  const [loaded, setLoaded] = useState<Record<string, MessageTree>>({});
  useEffect(() => {
    const load = LOADERS[name];
    if (!load || loaded[name]) return;
    let isLive = true;
    load()
      .then((module) => isLive && setLoaded((current) => ({ ...current, [name]: module.default })))
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [name, loaded]);
  const messages = BUNDLED[name] ?? loaded[name];
  return useMemo(() => createTranslator({ messages, fallback: enUS, host }), [messages, host]);
}
