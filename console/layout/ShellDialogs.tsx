import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../app/storeContext';

const TenantSwitchDialog = lazy(() => import('../session/tenant/TenantSwitchDialog'));
const UserInfoModal = lazy(() => import('../session/profile/UserInfoModal'));
const ResetPasswordDialog = lazy(() => import('../session/password/ResetPasswordDialog'));

/** The self-service dialogs, loaded when first opened. */
export const ShellDialogs = observer(function ShellDialogs() {
  const store = useStores();
  return (
    <Suspense fallback={null}>
      {store.isTenantSwitchOpen && <TenantSwitchDialog />}
      {store.isUserInfoOpen && <UserInfoModal />}
      {store.passwordDialogMode && <ResetPasswordDialog mode={store.passwordDialogMode} />}
    </Suspense>
  );
});
