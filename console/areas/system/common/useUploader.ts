import { useMemo } from 'react';
import { useStores } from '../../../app/storeContext';
import { httpUploader, type Uploader } from '../../document/model/uploadFile';

/** The file centre's upload as the signed-in user, in the chosen language (read at the moment of each upload). */
export const useUploader = (): Uploader => {
  const { session, settings } = useStores();
  return useMemo(
    () => httpUploader({ token: () => session.token, language: () => settings.locale }),
    [session, settings],
  );
};
