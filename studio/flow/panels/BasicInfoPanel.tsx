/** Basic info: icon, name, group, bound forms, display mode (more than one form), managers, description. */
import { useEffect, useState } from 'react';
import {
  Button,
  ButtonGroup,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowDocument } from '../model/FlowDocument';
import { setBasicInfoCommand } from '../model/commands';
import { FLOW_GROUPS, showsDisplayMode } from '../model/flowBasicInfo';
import type { FlowBasicInfo } from '../model/flowBasicInfo';
import type { FlowT } from '../useFlowT';
import { AssigneeField } from './pickers/AssigneeField';
import { CheckList } from './pickers/CheckList';
import type { FlowDesignerServices, FormOption } from './pickers/types';

export interface BasicInfoPanelProps {
  doc: FlowDocument;
  services: FlowDesignerServices;
  t: FlowT;
}

const ICONS: IconName[] = [
  'calendar',
  'time',
  'office',
  'dollar',
  'bank-account',
  'box',
  'airplane',
  'document',
];

/** A text field committed on blur: one undo entry per confirmed edit (keyed by value, so undo resets it). */
function CommitInput({
  value,
  onCommit,
  label,
  isMultiline,
}: {
  value: string;
  onCommit(value: string): void;
  label: string;
  isMultiline?: boolean;
}) {
  const [text, setText] = useState(value);
  const commit = () => text !== value && onCommit(text);
  return isMultiline ? (
    <TextArea
      fill
      rows={3}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
    />
  ) : (
    <InputGroup
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}

export const BasicInfoPanel = observer(function BasicInfoPanel({ doc, services, t }: BasicInfoPanelProps) {
  const info = doc.basicInfo;
  const [forms, setForms] = useState<FormOption[] | null>(null);
  useEffect(() => {
    let isLive = true;
    services.listForms().then(
      (list) => isLive && setForms(list),
      () => isLive && setForms([]),
    );
    return () => {
      isLive = false;
    };
  }, [services]);
  const set = (patch: Partial<FlowBasicInfo>) => {
    doc.run(setBasicInfoCommand(doc, patch));
    doc.history.breakMerge();
  };
  const chosenForms = (forms ?? []).filter((form) => info.formIds.includes(form.id));
  return (
    <div className="flow-page">
      <div className="flow-form">
        <FormGroup label={t('basic.icon')}>
          <ButtonGroup>
            {ICONS.map((icon) => (
              <Button
                key={icon}
                icon={icon}
                aria-label={icon}
                active={info.icon === icon}
                onClick={() => set({ icon })}
              />
            ))}
          </ButtonGroup>
        </FormGroup>
        <FormGroup label={t('basic.name')} labelInfo={t('common.required')}>
          <CommitInput
            key={info.name}
            label={t('basic.name')}
            value={info.name}
            onCommit={(name) => set({ name })}
          />
        </FormGroup>
        <FormGroup label={t('basic.group')}>
          <HTMLSelect
            aria-label={t('basic.group')}
            value={info.group}
            onChange={(event) => set({ group: event.currentTarget.value as FlowBasicInfo['group'] })}
          >
            <option value="">{t('basic.chooseGroup')}</option>
            {FLOW_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`group.${group}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('basic.forms')}>
          <CheckList
            label={t('basic.forms')}
            options={(forms ?? []).map((form) => ({ id: form.id, name: form.name }))}
            value={chosenForms.map((form) => ({ id: form.id, name: form.name }))}
            onChange={(value) => set({ formIds: value.map((ref) => ref.id) })}
            searchLabel={t('common.search')}
            emptyText={forms === null ? t('common.loading') : t('basic.noForms')}
          />
        </FormGroup>
        {showsDisplayMode(info) && (
          <FormGroup label={t('basic.displayMode')}>
            <RadioGroup
              inline
              selectedValue={info.displayMode}
              onChange={(event) => set({ displayMode: event.currentTarget.value === '2' ? '2' : '1' })}
            >
              <Radio value="1" label={t('basic.displayTabs')} />
              <Radio value="2" label={t('basic.displaySteps')} />
            </RadioGroup>
          </FormGroup>
        )}
        <FormGroup label={t('basic.managers')}>
          <AssigneeField
            services={services}
            kind="user"
            t={t}
            value={info.managers}
            onChange={(managers) => set({ managers })}
          />
        </FormGroup>
        <FormGroup label={t('basic.description')}>
          <CommitInput
            key={info.description}
            isMultiline
            label={t('basic.description')}
            value={info.description}
            onCommit={(description) => set({ description })}
          />
        </FormGroup>
      </div>
    </div>
  );
});
