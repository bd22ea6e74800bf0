import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../app/storeContext';
import { ConfirmDialog } from './ConfirmDialog';
import { loginPathFor } from '../router/redirectTarget';

/** Console spec §8: titled 'warning', the user may stay on the page or log in again. */
export const ReloginDialog = observer(function ReloginDialog() {
  const store = useStores();
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      isOpen={store.isReloginOpen}
      title={t('relogin.title')}
      confirmText={t('relogin.action')}
      cancelText={t('cancel')}
      intent="warning"
      onCancel={() => store.setReloginOpen(false)}
      onConfirm={async () => {
        store.setReloginOpen(false);
        await store.session.logout();
        window.location.assign(loginPathFor(window.location.pathname + window.location.search));
      }}
    >
      {t('relogin.content')}
    </ConfirmDialog>
  );
});
