import { useEffect, useState } from 'react';
import { ProgressBar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStores } from '../app/storeContext';

/** A thin progress bar while navigating: a short pulse on every route change, and while a screen chunk loads. */
export const NavProgress = observer(function NavProgress() {
  const { layout } = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const [isPulsing, setPulsing] = useState(false);
  useEffect(() => {
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), 300);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search]);
  if (!isPulsing && !layout.isNavigating) return null;
  return (
    <div className="nav-progress">
      <ProgressBar intent="primary" aria-label={t('nav.progress')} />
    </div>
  );
});
