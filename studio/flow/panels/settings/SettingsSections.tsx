/** The sections of "more configuration": switch cards, display settings and print template (reminders: ReminderSettings). */
import { Card, FormGroup, HTMLSelect, Radio, RadioGroup, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowFormField, FlowSettings } from '@shared/flow/types';
import { CustomTitlePicker, SummaryFieldPicker } from './DisplayFieldPicker';
import type { FlowDocument } from '../../model/FlowDocument';
import { setFlowSettingsCommand } from '../../model/commands';
import type { FlowT } from '../../useFlowT';
import { SETTING_SWITCHES } from './settingsCatalogue';
import { PrintTemplateEditor } from './PrintTemplateEditor';

export interface SectionProps {
  doc: FlowDocument;
  t: FlowT;
  /** Fields of the bound forms (display settings' pickers). */
  fields?: readonly FlowFormField[];
}

/** Writes a settings patch as one undoable step. */
export function useSet(doc: FlowDocument) {
  return (patch: Partial<FlowSettings>) => {
    doc.run(setFlowSettingsCommand(doc, patch));
    doc.history.breakMerge();
  };
}

/** The `returnRestart` setting from the select's value (workflow spec §6 'return'; issue 28). */
const restartModeOf = (value: string): NonNullable<FlowSettings['returnRestart']> =>
  value === 'returner' || value === 'choose' ? value : 'start';

export const BasicSwitches = observer(function BasicSwitches({ doc, t }: SectionProps) {
  const set = useSet(doc);
  return (
    <div className="flow-switch-cards">
      {SETTING_SWITCHES.map((key) => (
        <Card key={key} className="flow-switch-card">
          <Switch
            checked={doc.settings[key]}
            label={t(`settings.switch.${key}`)}
            onChange={(event) => set({ [key]: event.currentTarget.checked })}
          />
          <p>{t(`settings.help.${key}`)}</p>
        </Card>
      ))}
      <Card className="flow-switch-card">
        <FormGroup label={t('settings.emptyAssignee')}>
          <HTMLSelect
            value={doc.settings.emptyAssignee}
            onChange={(event) =>
              set({ emptyAssignee: event.currentTarget.value === 'toAdmin' ? 'toAdmin' : 'pass' })
            }
          >
            <option value="pass">{t('settings.emptyPass')}</option>
            <option value="toAdmin">{t('settings.emptyToAdmin')}</option>
          </HTMLSelect>
        </FormGroup>
      </Card>
      {doc.settings.return && (
        <Card className="flow-switch-card">
          <FormGroup label={t('settings.returnRestart')} labelFor="flow-return-restart">
            <HTMLSelect
              id="flow-return-restart"
              value={doc.settings.returnRestart ?? 'start'}
              onChange={(event) => set({ returnRestart: restartModeOf(event.currentTarget.value) })}
            >
              <option value="start">{t('settings.restartStart')}</option>
              <option value="returner">{t('settings.restartReturner')}</option>
              <option value="choose">{t('settings.restartChoose')}</option>
            </HTMLSelect>
          </FormGroup>
        </Card>
      )}
    </div>
  );
});

export const DisplaySettings = observer(function DisplaySettings({ doc, t, fields = [] }: SectionProps) {
  const set = useSet(doc);
  const settings = doc.settings;
  return (
    <>
      <FormGroup label={t('settings.title')}>
        <RadioGroup
          inline
          selectedValue={settings.titleMode ?? 'default'}
          onChange={(event) =>
            set({ titleMode: event.currentTarget.value === 'custom' ? 'custom' : 'default' })
          }
        >
          <Radio value="default" label={t('settings.default')} />
          <Radio value="custom" label={t('settings.custom')} />
        </RadioGroup>
        {settings.titleMode === 'custom' && (
          <CustomTitlePicker
            value={settings.customTitle ?? ''}
            fields={fields}
            t={t}
            onChange={(customTitle) => {
              if (customTitle !== (settings.customTitle ?? '')) set({ customTitle });
            }}
          />
        )}
      </FormGroup>
      <FormGroup label={t('settings.summary')} helperText={t('settings.summaryHelp')}>
        <RadioGroup
          inline
          selectedValue={settings.summaryMode ?? 'default'}
          onChange={(event) =>
            set({ summaryMode: event.currentTarget.value === 'custom' ? 'custom' : 'default' })
          }
        >
          <Radio value="default" label={t('settings.default')} />
          <Radio value="custom" label={t('settings.custom')} />
        </RadioGroup>
        {settings.summaryMode === 'custom' && (
          <SummaryFieldPicker
            keys={settings.summaryFields ?? []}
            fields={fields}
            t={t}
            onChange={(summaryFields) => set({ summaryFields })}
          />
        )}
      </FormGroup>
    </>
  );
});

export const PrintSettings = observer(function PrintSettings({ doc, t }: SectionProps) {
  const set = useSet(doc);
  const settings = doc.settings;
  return (
    <FormGroup label={t('settings.printTemplate')}>
      <RadioGroup
        inline
        selectedValue={settings.printTemplate ?? 'default'}
        onChange={(event) =>
          set({ printTemplate: event.currentTarget.value === 'custom' ? 'custom' : 'default' })
        }
      >
        <Radio value="default" label={t('settings.default')} />
        <Radio value="custom" label={t('settings.custom')} />
      </RadioGroup>
      {settings.printTemplate === 'custom' && (
        <PrintTemplateEditor
          t={t}
          value={settings.customPrintTemplate ?? ''}
          onChange={(customPrintTemplate) => set({ customPrintTemplate })}
        />
      )}
    </FormGroup>
  );
});
