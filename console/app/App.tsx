import { BlueprintProvider } from '@blueprintjs/core';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ReloginDialog } from '../layout/ReloginDialog';
import type { RootStore } from './RootStore';
import { routes } from './routes';
import { StoreContext } from './storeContext';

export interface AppProps {
  store: RootStore;
}

export function App({ store }: AppProps) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <StoreContext.Provider value={store}>
      <I18nextProvider i18n={store.i18n}>
        <BlueprintProvider>
          <RouterProvider router={router} />
          <ReloginDialog />
        </BlueprintProvider>
      </I18nextProvider>
    </StoreContext.Provider>
  );
}
