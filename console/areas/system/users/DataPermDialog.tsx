import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { useLoad } from '../common/useLoad';
import { useRun } from '../common/useRun';
import { OrganizeTreePicker } from '../pickers/OrganizeTreePicker';
import type { PickerValue } from '../pickers/types';
import type { TreeNode } from '@shared/api/modules/identity/schemas';

const names = (roots: TreeNode[]): Map<string, string> =>
  new Map(roots.flatMap((n) => [[n.id, n.label] as [string, string], ...names(n.children)]));

/** Organisations whose data the user may see, and those excluded. */
export function DataPermDialog({ userId, onClose }: { userId: string | undefined; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [include, setInclude] = useState<PickerValue[]>([]);
  const [exclude, setExclude] = useState<PickerValue[]>([]);
  const { isBusy, run } = useRun();
  const tree = useLoad((c) => c.call(api.identity.organizeTreeselect), userId, []);
  useEffect(() => {
    if (!userId || !tree) return;
    const label = names(tree);
    void client.call(api.identity.userDataPerms, { query: { userId } }).then((p) => {
      setInclude(p.organizeIds.map((id) => ({ id, name: label.get(id) ?? id })));
      setExclude(p.excludeOrganizeIds.map((id) => ({ id, name: label.get(id) ?? id })));
    });
  }, [client, userId, tree]);
  const save = () =>
    void run(() => client.call(api.identity.excludeDataPerms, { body: { userId: userId ?? '', organizeIds: include.map((v) => v.id), excludeOrganizeIds: exclude.map((v) => v.id) } }), onClose);
  return (
    <AppDialog isOpen={userId !== undefined} onClose={onClose} title={t('user.dataPerm')} style={{ width: 760 }}>
      <DialogBody>
        <div className="admin-dialog-body">
          <Field label={t('user.dataInclude')}><OrganizeTreePicker multiple value={include} onChange={setInclude} height={260} /></Field>
          <Field label={t('user.dataExclude')}><OrganizeTreePicker multiple value={exclude} onChange={setExclude} height={260} /></Field>
        </div>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={save} />
      </>} />
    </AppDialog>
  );
}
