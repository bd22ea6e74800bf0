import { useMemo } from 'react';
import { createConsoleDataSource } from '@runtime/index';
import type { FormDataSource } from '@runtime/index';
import { useStores } from '../../app/storeContext';

/** The runtime's data source wired to the console's client and session. */
export function useFormDataSource(): FormDataSource {
  const { client, session, settings } = useStores();
  return useMemo(
    () => createConsoleDataSource({ call: client.call, token: () => session.token, language: () => settings.locale }),
    [client, session, settings],
  );
}
