import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { Field } from '../common/Field';
import '../common/admin.css';
import '../settings/settings.css';
import { Permitted } from '../permission/Permitted';
import { MemberPicker } from '../pickers/MemberPicker';
import { OrganizeTreePicker } from '../pickers/OrganizeTreePicker';
import { DataPermissionsStore } from './model/DataPermissionsStore';

/** The organisation trees of the picked user: those they may see and those excluded. */
const PermsEditor = observer(function PermsEditor({ store }: { store: DataPermissionsStore }) {
  const { t } = useTranslation('security');
  const { perms } = store;
  if (store.isLoading)
    return (
      <div className="admin-state">
        <Spinner size={30} aria-label={t('dataPerm.loading')} />
      </div>
    );
  if (!perms) return <NonIdealState icon="person" title={t('dataPerm.none')} />;
  return (
    <>
      <Callout intent={store.isUnlimited ? 'none' : 'primary'} compact icon="info-sign">
        {store.isUnlimited ? t('dataPerm.unlimited') : t('dataPerm.limited')}
      </Callout>
      <div className="data-perms-columns">
        <Field label={t('dataPerm.include')}>
          <OrganizeTreePicker
            multiple
            value={perms.include}
            onChange={(v) => perms.setInclude(v)}
            height={320}
          />
        </Field>
        <Field label={t('dataPerm.exclude')}>
          <OrganizeTreePicker
            multiple
            value={perms.exclude}
            onChange={(v) => perms.setExclude(v)}
            height={320}
          />
        </Field>
      </div>
      <Permitted tags={['system:user:edit', 'system:dataPerm:edit']}>
        <Button
          intent="primary"
          loading={perms.runner.isBusy}
          text={t('action.save')}
          onClick={() => void store.save()}
        />
      </Permitted>
    </>
  );
});

/** Data permissions (console spec §2.3, §7.2): which organisations' data a user may see. */
function DataPermissions() {
  const { t } = useTranslation('security');
  const store = useModel((deps) => new DataPermissionsStore(deps));
  return (
    <Card className="admin-page data-perms" aria-label={t('dataPerm.title')}>
      <p className="security-help">{t('dataPerm.help')}</p>
      <div className="data-perms-columns">
        <Field label={t('dataPerm.user')}>
          <MemberPicker
            value={store.user ? [store.user] : []}
            onChange={(v) => void store.chooseUser(v)}
            height={320}
          />
        </Field>
        <div>
          <PermsEditor store={store} />
        </div>
      </div>
    </Card>
  );
}

export default observer(DataPermissions);
