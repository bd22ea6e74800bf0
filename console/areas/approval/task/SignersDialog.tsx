import { useEffect } from 'react';
import {
  Button,
  Callout,
  Checkbox,
  Classes,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NonIdealState,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/storeContext';
import { useModel } from '../../../app/useModel';
import { AppDialog } from '../../../ui/AppDialog';
import { SIGN_POSITIONS, SignersStore, type SignPosition, type SignersChoice } from './model/SignersStore';

export interface SignersDialogProps {
  mode: 'addSigners' | 'freeFlow';
  isBusy: boolean;
  /** Null: closed without sending. */
  onClose: (choice: SignersChoice | null) => void;
}

/** Add signers (before, after or alongside the caller) or free flow (one member as an extra step), spec §6. */
export const SignersDialog = observer(function SignersDialog({ mode, isBusy, onClose }: SignersDialogProps) {
  const { t } = useTranslation('approval');
  const { session } = useStores();
  const store = useModel((deps) => new SignersStore(deps, mode, session.info?.user.userId ?? ''));
  const { people } = store;
  useEffect(() => {
    void people.open();
  }, [people]);
  const isFree = mode === 'freeFlow';
  const send = () => {
    const choice = store.confirm();
    if (choice) onClose(choice);
  };
  return (
    <AppDialog
      isOpen
      title={t(isFree ? 'signers.freeTitle' : 'signers.addTitle')}
      icon={isFree ? 'send-to' : 'new-person'}
      onClose={() => onClose(null)}
      style={{ width: 520 }}
    >
      <DialogBody>
        {isFree ? (
          <p className={Classes.TEXT_MUTED}>{t('signers.freeHint')}</p>
        ) : (
          <RadioGroup
            label={t('signers.position')}
            selectedValue={store.position}
            onChange={(e) => store.setPosition(e.currentTarget.value as SignPosition)}
          >
            {SIGN_POSITIONS.map((position) => (
              <Radio key={position} value={position} label={t(`signers.${position}`)} />
            ))}
          </RadioGroup>
        )}
        {!isFree && <p className={Classes.TEXT_MUTED}>{t(`signers.${store.position}Hint`)}</p>}
        <FormGroup label={t('signers.people')}>
          <InputGroup
            leftIcon="search"
            placeholder={t('signers.search')}
            aria-label={t('signers.search')}
            value={people.keyword}
            onValueChange={(value) => people.setKeyword(value)}
          />
        </FormGroup>
        {people.isLoading && <Spinner size={24} />}
        {people.isFailed && <NonIdealState icon="error" title={t('modal.failed')} />}
        {!people.isLoading && !people.isFailed && people.shown.length === 0 && (
          <NonIdealState icon="person" title={t('signers.none')} />
        )}
        <div
          className="approval-user-list"
          role="group"
          aria-label={t('signers.people')}
          aria-busy={people.isLoading}
        >
          {people.shown.map((user) => (
            <Checkbox
              key={user.userId}
              checked={people.chosen.includes(user.userId)}
              onChange={() => store.toggle(user.userId)}
              label={`${user.nickName} (${user.userName})`}
            />
          ))}
        </div>
        {store.isMissingPeople && (
          <Callout intent="warning" role="alert">
            {t('signers.pickSome')}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={() => onClose(null)}>{t('op.cancel')}</Button>
            <Button intent="primary" loading={isBusy} onClick={send}>
              {t(isFree ? 'signers.send' : 'signers.addSigners')}
            </Button>
          </>
        }
      />
    </AppDialog>
  );
});
