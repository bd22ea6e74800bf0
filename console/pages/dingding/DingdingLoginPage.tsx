import { useEffect, useRef } from 'react';
import { Button, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useModel } from '../../app/useModel';
import { useStores } from '../../app/storeContext';
import { ChatLoginStore } from './model/ChatLoginStore';

/**
 * /dingdingLogin: login through a chat app. Without a code it asks the server for a one-time state (a binding state
 * when signed in) and sends the browser to the provider's authorize page; back with `code` and that state it
 * exchanges them (dTalkLogin) and signs in.
 */
function DingdingLoginPage() {
  const shell = useStores();
  const store = useModel((deps) => new ChatLoginStore(deps, window.sessionStorage));
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const { problem } = store;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void store.start(code, state).then((step) => {
      if (step.kind === 'redirect') return window.location.assign(step.url);
      if (step.kind !== 'signIn') return;
      shell.clearAll();
      shell.session.setToken(step.token);
      navigate('/home', { replace: true });
    });
  }, [code, navigate, shell, state, store]);

  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <H3>{t('thirdParty.title')}</H3>
        {problem ? (
          <NonIdealState
            icon="warning-sign"
            description={<span role="alert">{problem}</span>}
            action={
              <Button
                intent="primary"
                text={t('thirdParty.backToLogin')}
                onClick={() => navigate('/login')}
              />
            }
          />
        ) : (
          <div className="page-center">
            <Spinner size={32} />
            <p className="muted">{t('thirdParty.waiting')}</p>
          </div>
        )}
        <p className="login-links">
          <Link to="/login">{t('thirdParty.backToLogin')}</Link>
        </p>
      </Card>
    </div>
  );
}

export default observer(DingdingLoginPage);
