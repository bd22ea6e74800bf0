import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter, HTMLSelect } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { useRun } from '../common/useRun';

/** Chooses a role's home page among the pages of the menus. */
export function HomePageDialog({ roleId, onClose, onSaved }: { roleId: string | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [pages, setPages] = useState<{ path: string; title: string }[]>([]);
  const [homePage, setHomePage] = useState('');
  const { isBusy, run } = useRun();
  useEffect(() => {
    if (!roleId) return;
    void client.call(api.identity.homePageList, { query: { roleId } }).then((r) => {
      setPages(r.pages);
      setHomePage(r.homePage);
    }, () => undefined);
  }, [client, roleId]);
  return (
    <AppDialog isOpen={roleId !== undefined} onClose={onClose} title={t('role.homePage')}>
      <DialogBody>
        <Field label={t('role.homePage')} inputId="role-home">
          <HTMLSelect id="role-home" fill value={homePage} onChange={(e) => setHomePage(e.target.value)}
            options={pages.map((p) => ({ value: p.path, label: `${p.title === 'home' ? t('role.homeDefault') : p.title} (${p.path})` }))} />
        </Field>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={() => void run(() => client.call(api.identity.updateHomePage, { body: { roleId: roleId ?? '', homePage } }), onSaved)} />
      </>} />
    </AppDialog>
  );
}
