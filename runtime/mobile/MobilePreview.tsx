/** The mobile preview page: loads the form by id and renders it for a 375px screen with empty/loading/error states. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormMessage, createTranslator } from '@shared/form';
import type { FormDocument } from '@shared/form';
import enUS from '@shared/i18n/locales/en_US/form.json';
import zhCN from '@shared/i18n/locales/zh_CN/form.json';
import { FormRuntime } from '../FormRuntime';
import { createConsoleDataSource } from '../consoleDataSource';
import { createFetchCall } from '../fetchCall';
import { fetchForm } from './fetchForm';

type State =
  { kind: 'loading' } | { kind: 'empty' } | { kind: 'error' } | { kind: 'ready'; document: FormDocument };

export interface MobilePreviewProps {
  formId: string | undefined;
  token: string | undefined;
  locale?: string;
  fetcher?: typeof fetch;
}

export function MobilePreview({ formId, token, locale, fetcher }: MobilePreviewProps) {
  const [state, setState] = useState<State>({ kind: formId ? 'loading' : 'empty' });
  const [attempt, setAttempt] = useState(0);
  const t = createTranslator({ messages: locale?.startsWith('en') ? enUS : zhCN, fallback: enUS });
  // The same sources as the console's (people, organisations, regions, dictionaries, uploads), over fetch.
  const dataSource = useMemo(
    () =>
      createConsoleDataSource({
        call: createFetchCall({ token: () => token, language: () => locale ?? 'zh_CN', fetcher }),
        token: () => token,
        language: () => locale ?? 'zh_CN',
      }),
    [token, locale, fetcher],
  );
  useEffect(() => {
    if (!formId) return;
    let isLive = true;
    fetchForm(formId, token, fetcher)
      .then(
        (document) =>
          isLive &&
          setState(document && document.list.length ? { kind: 'ready', document } : { kind: 'empty' }),
      )
      .catch(() => isLive && setState({ kind: 'error' }));
    return () => {
      isLive = false;
    };
  }, [formId, token, fetcher, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return (
    <main className="fr-mobile">
      <h1 className="fr-mobile-title">{t(FormMessage.previewTitle)}</h1>
      {state.kind === 'loading' ? <p role="status">{t(FormMessage.loading)}</p> : null}
      {state.kind === 'empty' ? <p role="status">{t(FormMessage.empty)}</p> : null}
      {state.kind === 'error' ? (
        <div role="alert">
          <p>{t(FormMessage.loadFailed)}</p>
          <button type="button" className="fr-button" onClick={retry}>
            {t(FormMessage.retry)}
          </button>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <FormRuntime
          document={{ ...state.document, config: { ...state.document.config, layout: 'vertical' } }}
          dataSource={dataSource}
          locale={locale}
        />
      ) : null}
    </main>
  );
}
