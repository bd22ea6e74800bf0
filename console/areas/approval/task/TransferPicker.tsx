import { useEffect, useMemo, useState } from 'react';
import { Button, InputGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { UserOptionRow } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';

export interface TransferPickerProps {
  isBusy: boolean;
  onPick: (user: UserOptionRow) => void;
}

/** Transfer: a drop-down with a user search box that filters by substring of the name (spec §2.2). */
export function TransferPicker({ isBusy, onPick }: TransferPickerProps) {
  const { t } = useTranslation('approval');
  const { client, session } = useStores();
  const [users, setUsers] = useState<UserOptionRow[]>([]);
  const [keyword, setKeyword] = useState('');
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (isOpen && users.length === 0) client.call(api.approval.userOptions, { query: {} }).then(setUsers).catch(() => undefined);
  }, [client, isOpen, users.length]);
  const me = session.info?.user.userId;
  const shown = useMemo(
    () => users.filter((u) => u.userId !== me && `${u.nickName} ${u.userName}`.toLowerCase().includes(keyword.trim().toLowerCase())),
    [users, keyword, me],
  );
  return (
    <Popover isOpen={isOpen} onInteraction={setOpen} placement="top" content={
      <div className="approval-transfer">
        <InputGroup autoFocus leftIcon="search" placeholder={t('transfer.search')} aria-label={t('transfer.search')} value={keyword} onValueChange={setKeyword} />
        <Menu className="approval-transfer-menu">
          {shown.length === 0 && <MenuItem disabled text={t('transfer.none')} />}
          {shown.map((user) => (
            <MenuItem key={user.userId} text={`${user.nickName} (${user.userName})`} onClick={() => { setOpen(false); onPick(user); }} />
          ))}
        </Menu>
      </div>
    }>
      <Button icon="exchange" disabled={isBusy}>{t('op.transfer')}</Button>
    </Popover>
  );
}
