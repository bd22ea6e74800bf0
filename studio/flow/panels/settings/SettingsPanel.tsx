/**
 * More configuration: a side menu (basic configuration, display settings, reminders, print template);
 * under 768 px a draggable floating button opens the same menu.
 */
import { useState } from 'react';
import { Menu, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowFormField } from '@shared/flow/types';
import type { FlowDocument } from '../../model/FlowDocument';
import type { FlowT } from '../../useFlowT';
import { useIsNarrow } from '../useIsNarrow';
import { FloatingMenuButton } from './FloatingMenuButton';
import { SETTING_SECTIONS } from './settingsCatalogue';
import type { SettingSection } from './settingsCatalogue';
import { BasicSwitches, DisplaySettings, PrintSettings } from './SettingsSections';
import { ReminderSettings } from './ReminderSettings';
import type { FlowDesignerServices } from '../pickers/types';

export interface SettingsPanelProps {
  doc: FlowDocument;
  t: FlowT;
  /** Fields of the bound forms, for the display settings' pickers. */
  fields?: readonly FlowFormField[];
  /** Pickers for the reminder cards' people. */
  services?: FlowDesignerServices;
}

const ICONS = { basic: 'cog', display: 'eye-open', reminders: 'notifications', print: 'print' } as const;

export const SettingsPanel = observer(function SettingsPanel({
  doc,
  t,
  fields,
  services,
}: SettingsPanelProps) {
  const [section, setSection] = useState<SettingSection>('basic');
  const isNarrow = useIsNarrow();
  const menu = (
    <Menu aria-label={t('settings.menu')}>
      {SETTING_SECTIONS.map((key) => (
        <MenuItem
          key={key}
          icon={ICONS[key]}
          text={t(`settings.section.${key}`)}
          active={section === key}
          onClick={() => setSection(key)}
        />
      ))}
    </Menu>
  );
  return (
    <div className="flow-settings">
      {!isNarrow && <div className="flow-settings-menu">{menu}</div>}
      {isNarrow && <FloatingMenuButton label={t('settings.menu')} menu={menu} />}
      <div className="flow-settings-content">
        <h3>{t(`settings.section.${section}`)}</h3>
        {section === 'basic' && <BasicSwitches doc={doc} t={t} />}
        {section === 'display' && <DisplaySettings doc={doc} t={t} fields={fields} />}
        {section === 'reminders' && <ReminderSettings doc={doc} t={t} services={services} />}
        {section === 'print' && <PrintSettings doc={doc} t={t} />}
      </div>
    </div>
  );
});
