import { Button, Callout, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/storeContext';
import { AppDialog } from '../../../ui/AppDialog';
import { PeopleDialog } from '../task/PeopleDialog';
import type { ShareVoidStore } from './model/ShareVoidStore';

/** The people picker for sharing and the reason dialog for voiding, open while the store asks. */
export const ShareVoidDialogs = observer(function ShareVoidDialogs({ store }: { store: ShareVoidStore }) {
  const { t } = useTranslation('approval');
  const { session } = useStores();
  if (store.asking === 'share')
    return (
      <PeopleDialog
        isOpen
        title={t('ccShare.shareTitle')}
        hint={t('ccShare.shareHint')}
        exclude={session.info?.user.userId ?? ''}
        onClose={(people) => void store.share(people.map((person) => person.id))}
      />
    );
  if (store.asking !== 'void') return null;
  return (
    <AppDialog isOpen title={t('ccShare.voidTitle')} onClose={() => store.cancel()} style={{ width: 480 }}>
      <DialogBody>
        <Callout intent="warning" icon="disable">
          {t('ccShare.voidHint')}
        </Callout>
        <FormGroup
          label={t('ccShare.voidReason')}
          labelFor="approval-void-reason"
          className="approval-gap-top"
        >
          <TextArea
            id="approval-void-reason"
            autoFocus
            fill
            rows={3}
            maxLength={2000}
            value={store.reason}
            placeholder={t('ccShare.voidReasonPlaceholder')}
            onChange={(e) => store.setReason(e.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={() => store.cancel()}>{t('op.cancel')}</Button>
            <Button
              intent="danger"
              disabled={!store.canConfirmVoid}
              loading={store.runner.isBusy}
              onClick={() => void store.confirmVoid()}
            >
              {t('ccShare.void')}
            </Button>
          </>
        }
      />
    </AppDialog>
  );
});
