import { createContext, useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Observable } from '../model/Observable';
import type { MobileRoot } from '../model/MobileRoot';

/** Re-renders the component when the store says it changed. */
export const useStore = <S extends Observable>(store: S): S => {
  useSyncExternalStore(store.subscribe, store.getVersion);
  return store;
};

export const RootContext = createContext<MobileRoot | null>(null);
export const I18nContext = createContext<I18n | null>(null);

export const useRoot = (): MobileRoot => {
  const root = useContext(RootContext);
  if (!root) throw new Error('useRoot outside the phone app');
  return root;
};

/** The translator of the `mobile` namespace (or another, `approval:key`); re-renders on a language change. */
export const useT = () => {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT outside the phone app');
  useSyncExternalStore(
    (listener) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
    () => i18n.language,
  );
  return { t: i18n.t.bind(i18n), i18n };
};
