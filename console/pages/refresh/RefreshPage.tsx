import { useEffect } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** /refresh: a pass-through page used after a language change; it returns to where the user was. */
export function RefreshPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('redirect') || '/home';
  useEffect(() => {
    navigate(back.startsWith('/') && !back.startsWith('//') ? back : '/home', { replace: true });
  }, [back, navigate]);
  return (
    <div className="page-center">
      <Spinner size={32} />
      <p className="muted">{t('refresh.text')}</p>
    </div>
  );
}
