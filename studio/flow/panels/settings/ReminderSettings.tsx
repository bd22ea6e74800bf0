/**
 * Reminders to fill in (workflow spec §2.6): cards with when (every working day or a day of the month, and a
 * time), who (members, roles, organisations) and the message of the letter.
 */
import { Button, Card, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowReminder, NamedRef, ReminderAudience } from '@shared/flow/types';
import { AssigneeField } from '../pickers/AssigneeField';
import type { AssigneeKind, FlowDesignerServices } from '../pickers/types';
import { useSet, type SectionProps } from './SettingsSections';

const AUDIENCE: { key: keyof ReminderAudience; kind: AssigneeKind }[] = [
  { key: 'members', kind: 'user' },
  { key: 'roles', kind: 'role' },
  { key: 'organisations', kind: 'organisation' },
];

const NOBODY: ReminderAudience = { members: [], roles: [], organisations: [] };

export const ReminderSettings = observer(function ReminderSettings({
  doc,
  t,
  services,
}: SectionProps & { services?: FlowDesignerServices }) {
  const set = useSet(doc);
  const reminders = doc.settings.reminders ?? [];
  const write = (next: FlowReminder[]) => set({ reminders: next });
  const update = (id: string, patch: Partial<FlowReminder>) =>
    write(reminders.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  return (
    <div className="flow-switch-cards">
      {reminders.map((reminder, index) => {
        const who = reminder.who ?? NOBODY;
        const prefix = `reminder-${reminder.id}`;
        return (
          <Card key={reminder.id} className="flow-switch-card flow-reminder-card">
            <Switch
              checked={reminder.isEnabled}
              label={t('settings.reminder', { index: index + 1 })}
              onChange={(event) => update(reminder.id, { isEnabled: event.currentTarget.checked })}
            />
            <FormGroup inline label={t('settings.reminderDay')} labelFor={`${prefix}-day`}>
              <HTMLSelect
                id={`${prefix}-day`}
                value={reminder.day}
                onChange={(event) => update(reminder.id, { day: Number(event.currentTarget.value) })}
              >
                <option value={0}>{t('settings.everyWorkday')}</option>
                {Array.from({ length: 28 }, (_, day) => (
                  <option key={day + 1} value={day + 1}>
                    {t('settings.dayOfMonth', { day: day + 1 })}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup inline label={t('reminderCard.time')} labelFor={`${prefix}-time`}>
              <InputGroup
                id={`${prefix}-time`}
                type="time"
                value={reminder.time}
                onValueChange={(value) => value && update(reminder.id, { time: value })}
              />
            </FormGroup>
            <fieldset className="flow-reminder-who">
              <legend>{t('reminderCard.who')}</legend>
              {services ? (
                AUDIENCE.map(({ key, kind }) => (
                  <FormGroup key={key} label={t(`reminderCard.${key}`)}>
                    <AssigneeField
                      services={services}
                      kind={kind}
                      t={t}
                      value={who[key]}
                      onChange={(value: NamedRef[]) => update(reminder.id, { who: { ...who, [key]: value } })}
                    />
                  </FormGroup>
                ))
              ) : (
                <span className="muted">{t('reminderCard.nobody')}</span>
              )}
            </fieldset>
            <FormGroup label={t('reminderCard.message')} labelFor={`${prefix}-message`}>
              <TextArea
                id={`${prefix}-message`}
                fill
                rows={2}
                maxLength={500}
                placeholder={t('reminderCard.messagePlaceholder')}
                value={reminder.message ?? ''}
                onChange={(event) => update(reminder.id, { message: event.currentTarget.value })}
              />
            </FormGroup>
            <Button
              small
              minimal
              icon="trash"
              text={t('common.delete')}
              onClick={() => write(reminders.filter((item) => item.id !== reminder.id))}
            />
          </Card>
        );
      })}
      <Button
        icon="add"
        text={t('settings.addReminder')}
        onClick={() =>
          write([
            ...reminders,
            { id: `r${Date.now()}`, day: 0, time: '09:00', isEnabled: true, who: NOBODY, message: '' },
          ])
        }
      />
    </div>
  );
});
