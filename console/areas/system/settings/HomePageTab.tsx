import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../permission/Permitted';
import type { SecuritySettingsStore } from './model/SecuritySettingsStore';
import { ScreenLink } from './ScreenLink';

/** The tenant's default home page path; role home pages are set in role administration and come first. */
export const HomePageTab = observer(function HomePageTab({ store }: { store: SecuritySettingsStore }) {
  const { t } = useTranslation('security');
  const { form } = store;
  return (
    <form
      className="security-tab"
      onSubmit={(event) => {
        event.preventDefault();
        void store.save();
      }}
    >
      <FormGroup
        label={t('homePage.label')}
        labelFor="security-homePage"
        intent={form.errors.homePage ? 'danger' : 'none'}
        helperText={form.errors.homePage ?? t('homePage.help')}
      >
        <InputGroup
          id="security-homePage"
          dir="ltr"
          style={{ maxWidth: 360 }}
          value={form.values.homePage}
          placeholder="/home"
          intent={form.errors.homePage ? 'danger' : 'none'}
          onValueChange={(value) => form.set('homePage', value)}
        />
      </FormGroup>
      <div className="security-actions">
        <Permitted tags={['system:settings:edit']}>
          <Button type="submit" intent="primary" loading={form.isBusy} text={t('action.save')} />
        </Permitted>
        <ScreenLink component="system/RoleList" text={t('homePage.roleLink')} />
      </div>
    </form>
  );
});
