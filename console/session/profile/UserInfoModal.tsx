import { useEffect } from 'react';
import { Button, DialogBody, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { AppDialog } from '../../ui/AppDialog';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../app/useModel';
import { useStores } from '../../app/storeContext';
import { maskPhone } from '../validators';
import { LtrText } from '../../ui/LtrText';
import { EditableRow } from './EditableRow';
import { UserInfoStore } from './model/UserInfoStore';

/** Console spec §2.8: the signed-in user's information, 500 px wide; name, phone and email editable one at a time. */
const UserInfoModal = observer(function UserInfoModal() {
  const shell = useStores();
  const { session } = shell;
  const { t } = useTranslation();
  const userId = session.info?.user.userId;
  const store = useModel(
    (deps) => new UserInfoStore(deps, userId, () => void session.loadInfo().catch(() => undefined)),
  );
  useEffect(() => void store.load(), [store]);

  const close = () => {
    shell.setUserInfoOpen(false);
    void session.loadInfo().catch(() => undefined);
  };

  const user = store.detail?.user;
  return (
    <AppDialog isOpen title={t('profile.title')} icon="id-number" onClose={close} style={{ width: 500 }}>
      <DialogBody>
        {store.isFailed ? (
          <NonIdealState icon="error" title={t('profile.loadFailed')} />
        ) : !user ? (
          <Spinner size={24} />
        ) : (
          <HTMLTable compact className="profile-table">
            <tbody>
              <tr>
                <th>{t('profile.userName')}</th>
                <td>
                  <LtrText>{user.userName}</LtrText>
                </td>
              </tr>
              <tr>
                <th>{t('profile.tenant')}</th>
                <td>{user.merchantName}</td>
              </tr>
              <tr>
                <th>{t('profile.organize')}</th>
                <td>{user.organizeName || '--'}</td>
              </tr>
              <tr>
                <th>{t('profile.positions')}</th>
                <td>{user.positionInfos.map((p) => p.positionName).join(',') || '--'}</td>
              </tr>
              <tr>
                <th>{t('profile.roles')}</th>
                <td>{user.roleInfos.map((r) => r.roleName).join(',') || '--'}</td>
              </tr>
              {(['nickName', 'phonenumber', 'email'] as const).map((field) => (
                <EditableRow
                  key={field}
                  store={store}
                  field={field}
                  label={t(`profile.${field}`)}
                  display={
                    field === 'nickName' ? (
                      user.nickName || '--'
                    ) : (
                      <LtrText>
                        {(field === 'phonenumber' ? maskPhone(user.phonenumber) : user[field]) || '--'}
                      </LtrText>
                    )
                  }
                />
              ))}
            </tbody>
          </HTMLTable>
        )}
        {user && (
          <>
            <Button
              icon="key"
              text={t('profile.resetPassword')}
              onClick={() => shell.setPasswordDialog('self')}
              className="profile-reset"
            />
            <Button
              icon="mobile-phone"
              text={t('profile.resetWithCode')}
              onClick={() => shell.setPasswordDialog('center')}
              className="profile-reset"
            />
          </>
        )}
      </DialogBody>
    </AppDialog>
  );
});
export default UserInfoModal;
