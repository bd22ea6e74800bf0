import { createConsoleDataSource } from '@runtime/index';
import type { FormDataSource } from '@runtime/index';
import { useStores } from './storeContext';
import { useModel } from './useModel';

/**
 * The runtime's data source (dictionaries, uploads, people) built from the console's model deps, with the
 * session's token and the chosen language read when a control asks.
 */
export function useFormDataSource(): FormDataSource {
  const { session, settings } = useStores();
  return useModel((deps) =>
    createConsoleDataSource({
      call: deps.client.call,
      token: () => session.token,
      language: () => settings.locale,
    }),
  );
}
