import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { HoldersDialog } from '../common/HoldersDialog';

/** Who holds a position. */
export function PositionUsersDialog({ position, onClose, onSaved }: { position: { positionId: string; positionName: string } | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const positionId = position?.positionId ?? '';
  return (
    <HoldersDialog
      isOpen={position !== undefined}
      title={t('position.usersTitle', { name: position?.positionName ?? '' })}
      load={async () => (await client.call(api.identity.positionUserList, { params: { id: positionId } })).map((u) => ({ id: u.userId, name: u.nickName || u.userName }))}
      save={async ({ add, remove }) => {
        if (add.length) await client.call(api.identity.addPositionUsers, { body: { positionId, userIds: add } });
        if (remove.length) await client.call(api.identity.removePositionUser, { body: { positionId, userIds: remove } });
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
