import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

export interface ErrorPageProps {
  kind: '401' | '404';
}

/** /401 (with its redirect query) and /404. */
export function ErrorPage({ kind }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('redirect');
  const isUnauthorized = kind === '401';
  return (
    <div className="page-center">
      <NonIdealState
        icon={isUnauthorized ? 'lock' : 'search'}
        title={`${kind} · ${t(isUnauthorized ? 'error.unauthorized' : 'error.notFound')}`}
        description={
          <>
            <p>{t(isUnauthorized ? 'error.unauthorizedText' : 'error.notFoundText')}</p>
            {requested && <p className="muted">{t('error.requested', { path: requested })}</p>}
          </>
        }
        action={
          <div className="row-gap">
            <Button icon="arrow-left" text={t('error.goBack')} onClick={() => navigate(-1)} />
            <Button
              intent="primary"
              icon="home"
              text={t('error.backHome')}
              onClick={() => navigate('/home')}
            />
          </div>
        }
      />
    </div>
  );
}
