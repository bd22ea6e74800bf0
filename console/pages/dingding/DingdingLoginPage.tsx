import { useEffect, useRef, useState } from 'react';
import { Button, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import { useStores } from '../../app/storeContext';

/**
 * /dingdingLogin: login through a chat app. Without a code it sends the browser to the provider's authorize page;
 * back with `code` it exchanges it (dTalkLogin when binding, else loginByCode) and signs in.
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
        const config = await client.call(api.shell.thirdPartyConfig);
        const query = new URLSearchParams({ client_id: config.clientId, redirect_uri: '/dingdingLogin', response_type: 'code', state: session.isSignedIn ? 'bind' : 'login' });
        window.location.assign(`${config.authorizeUrl}?${query.toString()}`);
        return;
      }
      const result = state === 'bind'
        ? await client.call(api.shell.dTalkLogin, { query: { code, state } }, { silent: true })
        : await client.call(api.shell.loginByCode, { params: { code } }, { silent: true });
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
