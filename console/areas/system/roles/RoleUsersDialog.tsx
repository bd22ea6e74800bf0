import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { HoldersDialog } from '../common/HoldersDialog';

/** The role's user modal: pick who holds the role. */
export function RoleUsersDialog({ role, onClose, onSaved }: { role: { roleId: string; roleName: string } | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const roleId = role?.roleId ?? '';
  return (
    <HoldersDialog
      isOpen={role !== undefined}
      title={t('role.usersTitle', { name: role?.roleName ?? '' })}
      load={async () => (await client.call(api.identity.pageByRole, { query: { roleId, pageNum: 1, limit: 9999 } })).rows.map((u) => ({ id: u.userId, name: u.nickName || u.userName }))}
      save={({ add, remove }) => client.call(api.identity.roleAssignUsers, { body: { roleId, addUserIds: add, removeUserIds: remove } })}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
