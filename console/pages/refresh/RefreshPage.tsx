import { useEffect } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/storeContext';

/**
 * /refresh: a pass-through page used after a language change; it returns to where the user was. The menus are
 * dropped first, so the guard loads them again and their titles come in the new language.
 */
export function RefreshPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menus } = useStores();
  const [params] = useSearchParams();
  const back = params.get('redirect') || '/home';
  useEffect(() => {
    menus.clear();
    navigate(back.startsWith('/') && !back.startsWith('//') ? back : '/home', { replace: true });
  }, [back, navigate, menus]);
  return (
    <div className="page-center">
      <Spinner size={32} />
      <p className="muted">{t('refresh.text')}</p>
    </div>
  );
}
