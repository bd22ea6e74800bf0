import { useCallback, useEffect, useState } from 'react';
import { Button, DialogBody, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { AppDialog } from '../../ui/AppDialog';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { useStores } from '../../app/storeContext';
import { maskPhone } from '../validators';
import { LtrText } from '../../ui/LtrText';
import { EditableRow } from './EditableRow';
import { startEdit, type ProfileField } from './profileEdit';

type Detail = ResponseOf<typeof api.identity.userDetail>;

/** Console spec §2.8: the signed-in user's information, 500 px wide; name, phone and email editable one at a time. */
const UserInfoModal = observer(function UserInfoModal() {
  const store = useStores();
  const { client, session, notify } = store;
  const { t } = useTranslation();
  const userId = session.info?.user.userId;
  const [detail, setDetail] = useState<Detail | undefined>();
  const [isFailed, setFailed] = useState(false);
  const [editing, setEditing] = useState<ProfileField | undefined>();

  const load = useCallback(async () => {
    if (!userId) return setFailed(true);
    try {
      setDetail(await client.call(api.identity.userDetail, { params: { id: userId } }, { silent: true }));
    } catch {
      setFailed(true);
    }
  }, [client, userId]);

  useEffect(() => {
    void load();
  }, [load]);

  const close = () => {
    store.setUserInfoOpen(false);
    void session.loadInfo().catch(() => undefined);
  };

  const tryEdit = (field: ProfileField) => {
    const next = startEdit(editing, field);
    if ('warningKey' in next) return notify.warning(t(next.warningKey));
    setEditing(next.editing);
  };

  const save = async (field: ProfileField, value: string) => {
    if (!detail) return false;
    const { user } = detail;
    const body = { userId: user.userId, scene: 'self' as const, nickName: user.nickName, phonenumber: user.phonenumber, email: user.email, avatar: user.avatar, sex: user.sex, [field]: value };
    try {
      await client.call(api.identity.userUpdate, { body });
      notify.success(t('common:success'));
      setEditing(undefined);
      await load();
      void session.loadInfo().catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  };

  const user = detail?.user;
  return (
    <AppDialog isOpen title={t('profile.title')} icon="id-number" onClose={close} style={{ width: 500 }}>
      <DialogBody>
        {isFailed ? (
          <NonIdealState icon="error" title={t('profile.loadFailed')} />
        ) : !user ? (
          <Spinner size={24} />
        ) : (
          <HTMLTable compact className="profile-table">
            <tbody>
              <tr><th>{t('profile.userName')}</th><td><LtrText>{user.userName}</LtrText></td></tr>
              <tr><th>{t('profile.tenant')}</th><td>{user.merchantName}</td></tr>
              <tr><th>{t('profile.organize')}</th><td>{user.organizeName || '--'}</td></tr>
              <tr><th>{t('profile.positions')}</th><td>{user.positionInfos.map((p) => p.positionName).join(',') || '--'}</td></tr>
              <tr><th>{t('profile.roles')}</th><td>{user.roleInfos.map((r) => r.roleName).join(',') || '--'}</td></tr>
              {(['nickName', 'phonenumber', 'email'] as const).map((field) => (
                <EditableRow key={field} field={field} label={t(`profile.${field}`)} value={user[field]}
                  display={field === 'nickName' ? user.nickName || '--' : <LtrText>{(field === 'phonenumber' ? maskPhone(user.phonenumber) : user[field]) || '--'}</LtrText>}
                  isEditing={editing === field} onEdit={() => tryEdit(field)} onCancel={() => setEditing(undefined)} onSave={(v) => save(field, v)} />
              ))}
            </tbody>
          </HTMLTable>
        )}
        {user && (
          <>
            <Button icon="key" text={t('profile.resetPassword')} onClick={() => store.setPasswordDialog('self')} className="profile-reset" />
            <Button icon="mobile-phone" text={t('profile.resetWithCode')} onClick={() => store.setPasswordDialog('center')} className="profile-reset" />
          </>
        )}
      </DialogBody>
    </AppDialog>
  );
});
export default UserInfoModal;
