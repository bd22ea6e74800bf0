import { Radio, RadioGroup, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/storeContext';
import { SIZES, type UiSize } from '../../../settings/SettingsStore';

/**
 * This user's look in this browser (console spec §9 cookies `size` and `sidebarStatus`, local storage for the
 * tabs): component size, side menu collapsed, multi-page tabs. The shell applies each change at once.
 */
export const StyleTab = observer(function StyleTab() {
  const { t } = useTranslation('security');
  const { settings, layout } = useStores();
  return (
    <div className="security-tab">
      <p className="security-help">{t('style.help')}</p>
      <RadioGroup
        label={t('style.size')}
        inline
        selectedValue={settings.size}
        onChange={(event) => settings.setSize(event.currentTarget.value as UiSize)}
      >
        {SIZES.map((size) => (
          <Radio key={size} value={size} label={t(`style.${size}`)} />
        ))}
      </RadioGroup>
      <Switch
        label={t('style.sidebarCollapsed')}
        checked={layout.isCollapsed}
        onChange={(event) => layout.setCollapsed(event.currentTarget.checked)}
      />
      <Switch
        label={t('style.tabs')}
        checked={settings.showTabs}
        onChange={(event) => settings.setShowTabs(event.currentTarget.checked)}
      />
    </div>
  );
});
