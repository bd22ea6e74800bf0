import { useEffect } from 'react';
import { Button, DialogBody, DialogFooter, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { ltrIsolated } from '../../../ui/LtrText';
import { useTranslation } from 'react-i18next';
import { Field } from '../common/Field';
import type { HomePageStore } from './model/HomePageStore';

/** Chooses a role's home page among the pages of the menus; open while the list holds a store. */
export const HomePageDialog = observer(function HomePageDialog({
  store,
  onClose,
  onSaved,
}: {
  store: HomePageStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin');
  useEffect(() => void store?.load(), [store]);
  return (
    <AppDialog isOpen={store !== undefined} onClose={onClose} title={t('role.homePage')}>
      <DialogBody>
        <Field label={t('role.homePage')} inputId="role-home">
          <HTMLSelect
            id="role-home"
            fill
            value={store?.homePage ?? ''}
            onChange={(e) => store?.choose(e.target.value)}
            options={[
              { value: '', label: t('role.homePageTenant') },
              ...(store?.pages ?? []).map((p) => ({
                value: p.path,
                label: `${p.title === 'home' ? t('role.homeDefault') : p.title} (${ltrIsolated(p.path)})`,
              })),
            ]}
          />
        </Field>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              loading={store?.actions.isBusy ?? false}
              text={t('ui.save')}
              onClick={() => void store?.save().then((saved) => saved && onSaved())}
            />
          </>
        }
      />
    </AppDialog>
  );
});
