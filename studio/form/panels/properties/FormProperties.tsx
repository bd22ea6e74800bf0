/** The form tab (nothing selected): every config field, hide rules, events and the problems list. */
import { observer } from 'mobx-react-lite';
import { Callout, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import type { FormLayout, LabelLayout } from '@shared/form';
import { lintForm } from '../../model';
import { useDesigner } from '../../DesignerContext';
import { EventList } from '../events/EventList';
import { HideRuleList } from '../hideRules/HideRuleList';

const LAYOUTS: readonly FormLayout[] = ['horizontal', 'vertical', 'inline'];
const LABEL_LAYOUTS: readonly LabelLayout[] = ['flex', 'grid'];

export const FormProperties = observer(function FormProperties() {
  const { editor, t, idOf } = useDesigner();
  const config = editor.doc.config;
  const labelSpan = Number(config.labelCol?.xs ?? config.labelCol?.span ?? 4);
  const problems = lintForm(editor.doc);
  return (
    <div className="fd-properties" aria-label={t('panel.formTab')}>
      <FormGroup label={t('form.layout')} labelFor={idOf('fd-form-layout')} className="fd-field">
        <HTMLSelect
          id={idOf('fd-form-layout')}
          fill
          value={config.layout}
          onChange={(event) => editor.setConfig({ layout: event.target.value as FormLayout })}
        >
          {LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {t(`form.layouts.${layout}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('form.labelLayout')} labelFor={idOf('fd-form-label-layout')} className="fd-field">
        <HTMLSelect
          id={idOf('fd-form-label-layout')}
          fill
          value={config.labelLayout ?? 'flex'}
          onChange={(event) => editor.setConfig({ labelLayout: event.target.value as LabelLayout })}
        >
          {LABEL_LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {t(`form.labelLayouts.${layout}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('form.labelWidth')} labelFor={idOf('fd-form-label-width')} className="fd-field">
        <InputGroup
          id={idOf('fd-form-label-width')}
          type="number"
          min={0}
          value={String(config.labelWidth ?? 100)}
          onChange={(event) => editor.setConfig({ labelWidth: Math.max(0, Number(event.target.value) || 0) })}
        />
      </FormGroup>
      <FormGroup
        label={t('form.labelCol')}
        labelFor={idOf('fd-form-label-col')}
        helperText={t('form.wrapperCol', {
          span: Number(config.wrapperCol?.xs ?? config.wrapperCol?.span ?? 24 - labelSpan),
        })}
        className="fd-field"
      >
        <InputGroup
          id={idOf('fd-form-label-col')}
          type="number"
          min={0}
          max={24}
          value={String(labelSpan)}
          onChange={(event) => editor.setLabelSpan(Number(event.target.value) || 0)}
        />
      </FormGroup>
      <Switch
        className="fd-switch"
        label={t('form.hideRequiredMark')}
        checked={config.hideRequiredMark}
        onChange={(event) => editor.setConfig({ hideRequiredMark: event.currentTarget.checked })}
      />
      <Switch
        className="fd-switch"
        label={t('form.submitHiddenValues')}
        checked={Boolean(config.submitHiddenValues)}
        onChange={(event) => editor.setConfig({ submitHiddenValues: event.currentTarget.checked })}
      />
      <FormGroup label={t('form.customStyle')} labelFor={idOf('fd-form-style')} className="fd-field">
        <TextArea
          id={idOf('fd-form-style')}
          fill
          rows={3}
          value={config.customStyle}
          onChange={(event) => editor.setConfig({ customStyle: event.target.value })}
        />
      </FormGroup>
      <HideRuleList />
      <EventList />
      <h4 className="fd-section-title">{t('lint.title')}</h4>
      {problems.length === 0 ? (
        <p className="fd-muted">{t('lint.none')}</p>
      ) : (
        <Callout intent="warning" compact>
          <ul className="fd-problems">
            {problems.map((problem, index) => (
              <li key={index}>{t(problem.key, problem.params)}</li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
});
