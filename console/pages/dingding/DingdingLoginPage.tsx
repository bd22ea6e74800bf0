import { useEffect, useRef, useState } from 'react';
import { Button, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import { useStores } from '../../app/storeContext';

const STATE_KEY = 'chat-login-state';

/**
 * /dingdingLogin: login through a chat app. Without a code it asks the server for a one-time state (a binding state
 * when signed in) and sends the browser to the provider's authorize page; back with `code` and that state it
 * exchanges them (dTalkLogin) and signs in.
 */
export default function DingdingLoginPage() {
  const store = useStores();
  const { client, session } = store;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const [problem, setProblem] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      if (!code) {
        const config = await client.call(api.shell.thirdPartyConfig, undefined, { silent: true });
        const issued = await client.call(api.shell.chatLoginState, undefined, { silent: true });
        sessionStorage.setItem(STATE_KEY, issued.state);
        const query = new URLSearchParams({ client_id: config.clientId, redirect_uri: '/dingdingLogin', response_type: 'code', state: issued.state });
        window.location.assign(`${config.authorizeUrl}?${query.toString()}`);
        return;
      }
      // Only the state this browser took along may come back (a link made by someone else is refused).
      const expected = sessionStorage.getItem(STATE_KEY);
      sessionStorage.removeItem(STATE_KEY);
      if (!state || state !== expected) return setProblem(t('thirdParty.stateMismatch'));
      const result = await client.call(api.shell.dTalkLogin, { query: { code, state } }, { silent: true });
      if (!result.token) return setProblem(t('thirdParty.notBound', { account: result.codes ?? '' }));
      store.clearAll();
      session.setToken(result.token);
      navigate('/home', { replace: true });
    };
    run().catch((error: unknown) => setProblem(error instanceof ApiError ? error.message : t('common:http.systemError')));
  }, [client, code, navigate, session, state, store, t]);

  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <H3>{t('thirdParty.title')}</H3>
        {problem ? (
          <NonIdealState icon="warning-sign" description={<span role="alert">{problem}</span>}
            action={<Button intent="primary" text={t('thirdParty.backToLogin')} onClick={() => navigate('/login')} />} />
        ) : (
          <div className="page-center"><Spinner size={32} /><p className="muted">{t('thirdParty.waiting')}</p></div>
        )}
        <p className="login-links"><Link to="/login">{t('thirdParty.backToLogin')}</Link></p>
      </Card>
    </div>
  );
}
