import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import type { TabChange } from '../model/tabModel';

/** Applies a tab change: warn, or navigate where the rules say. */
export const useApplyTabChange = () => {
  const { notify } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (change: TabChange) => {
      if (change.warningKey) notify.warning(t(change.warningKey));
      else if (change.navigateTo) navigate(change.navigateTo, { state: { isTabSwitch: true } });
    },
    [navigate, notify, t],
  );
};

/** Closes the tab of the page the caller is on (the page layout's back arrow, a child app's request). */
export const useCloseCurrentTab = () => {
  const { tabs } = useStores();
  const location = useLocation();
  const applyChange = useApplyTabChange();
  return useCallback(
    (path?: string) => {
      const current = `${location.pathname}${location.search}`;
      const active = `${window.location.pathname}${window.location.search}`;
      applyChange(tabs.close(path ?? current, active));
    },
    [applyChange, location.pathname, location.search, tabs],
  );
};
