import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Classes, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { UserOptionRow } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';

export interface NextApproverDialogProps {
  isOpen: boolean;
  /** Names of the nodes that need people. */
  nodeNames: string[];
  /** 1 pick one, 2 pick many. */
  selectMode: number;
  /** OK: the chosen people; an empty list means close and send nothing (spec §2.3, §5). */
  onClose: (chosen: { id: string; name: string }[]) => void;
}

/** Next-approver modal (workflow spec §2.3): a multi-select of users. */
export function NextApproverDialog({ isOpen, nodeNames, selectMode, onClose }: NextApproverDialogProps) {
  const { t } = useTranslation('approval');
  const { client } = useStores();
  const [users, setUsers] = useState<UserOptionRow[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (!isOpen) return;
    client.call(api.approval.userOptions, { query: {} }).then(setUsers).catch(() => setUsers([]));
  }, [client, isOpen]);
  const shown = useMemo(() => users.filter((u) => `${u.nickName}${u.userName}`.toLowerCase().includes(keyword.toLowerCase())), [users, keyword]);
  const toggle = (userId: string) =>
    setChosen((list) => (list.includes(userId) ? list.filter((id) => id !== userId) : selectMode === 1 ? [userId] : [...list, userId]));
  const finish = () => onClose(users.filter((u) => chosen.includes(u.userId)).map((u) => ({ id: u.userId, name: u.nickName || u.userName })));
  return (
    <AppDialog isOpen={isOpen} title={t('next.title')} onClose={() => onClose([])} style={{ width: 480 }}>
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{t('next.hint', { nodes: nodeNames.join(', ') })}</p>
        <InputGroup leftIcon="search" placeholder={t('next.search')} aria-label={t('next.search')} value={keyword} onValueChange={setKeyword} />
        <div className="approval-user-list" role="listbox" aria-multiselectable={selectMode !== 1}>
          {shown.map((user) => (
            <Checkbox key={user.userId} checked={chosen.includes(user.userId)} onChange={() => toggle(user.userId)}
              label={`${user.nickName} (${user.userName})`} />
          ))}
        </div>
      </DialogBody>
      <DialogFooter actions={<>
        <Button onClick={() => onClose([])}>{t('op.cancel')}</Button>
        <Button intent="primary" onClick={finish}>{t('op.ok')}</Button>
      </>} />
    </AppDialog>
  );
}
