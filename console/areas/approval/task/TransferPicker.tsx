import { useState } from 'react';
import { Button, InputGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { UserOptionRow } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';
import { useModel } from '../../../app/useModel';
import { UserPickerStore } from './model/UserPickerStore';

export interface TransferPickerProps {
  isBusy: boolean;
  onPick: (user: UserOptionRow) => void;
}

/** Transfer: a drop-down with a user search box that filters by substring of the name (spec §2.2); not to oneself. */
export const TransferPicker = observer(function TransferPicker({ isBusy, onPick }: TransferPickerProps) {
  const { t } = useTranslation('approval');
  const { session } = useStores();
  const store = useModel((deps) => new UserPickerStore(deps, 1, session.info?.user.userId ?? ''));
  const [isOpen, setOpen] = useState(false);
  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) void store.open();
  };
  return (
    <Popover
      isOpen={isOpen}
      onInteraction={toggle}
      placement="top"
      content={
        <div className="approval-transfer">
          <InputGroup
            autoFocus
            leftIcon="search"
            placeholder={t('transfer.search')}
            aria-label={t('transfer.search')}
            value={store.keyword}
            onValueChange={(value) => store.setKeyword(value)}
          />
          <Menu className="approval-transfer-menu">
            {store.shown.length === 0 && <MenuItem disabled text={t('transfer.none')} />}
            {store.shown.map((user) => (
              <MenuItem
                key={user.userId}
                text={`${user.nickName} (${user.userName})`}
                onClick={() => {
                  setOpen(false);
                  onPick(user);
                }}
              />
            ))}
          </Menu>
        </div>
      }
    >
      <Button icon="exchange" disabled={isBusy}>
        {t('op.transfer')}
      </Button>
    </Popover>
  );
});
