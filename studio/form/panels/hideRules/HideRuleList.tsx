/** The form's hide rules with add, edit and delete. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import type { HideRule } from '@shared/form';
import { findControl } from '@shared/form';
import { generateId } from '../../model';
import { useDesigner } from '../../DesignerContext';
import { HideRuleEditor } from './HideRuleEditor';

const blank = (): HideRule => ({
  uuid: generateId(),
  range: 'all',
  conditions: [{ field: '', operator: '=', value: '' }],
  showKeys: [],
});

export const HideRuleList = observer(function HideRuleList() {
  const { editor, t } = useDesigner();
  const rules = editor.doc.config.hideRules ?? [];
  const [editing, setEditing] = useState<{ index: number; rule: HideRule } | undefined>();
  const labelOf = (key: string) => findControl(editor.doc.list, key)?.label ?? key;
  const write = (next: HideRule[]) => editor.setConfig({ hideRules: next });
  return (
    <section className="fd-section" aria-label={t('hideRule.title')}>
      <h4 className="fd-section-title">
        {t('hideRule.title')}
        <Button
          size="small"
          icon="plus"
          text={t('hideRule.add')}
          onClick={() => setEditing({ index: rules.length, rule: blank() })}
        />
      </h4>
      {rules.length === 0 ? <p className="fd-muted">{t('hideRule.none')}</p> : null}
      <ul className="fd-list">
        {rules.map((rule, index) => (
          <li key={rule.uuid ?? index}>
            <span className="fd-list-text">
              {rule.conditions
                .map(
                  (condition) =>
                    `${labelOf(condition.field)} ${t(`hideRule.operators.${condition.operator}`)} ${Array.isArray(condition.value) ? condition.value.join(' ~ ') : String(condition.value ?? '')}`,
                )
                .join(t(rule.range === 'all' ? 'hideRule.and' : 'hideRule.or'))}
              {' → '}
              {rule.showKeys.map(labelOf).join(', ')}
            </span>
            <Button
              size="small"
              variant="minimal"
              icon="edit"
              aria-label={t('actions.edit')}
              onClick={() => setEditing({ index, rule })}
            />
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              aria-label={t('actions.delete')}
              onClick={() => write(rules.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ul>
      {editing ? (
        <HideRuleEditor
          rule={editing.rule}
          onClose={() => setEditing(undefined)}
          onSave={(rule) => {
            const next = [...rules];
            next[editing.index] = rule;
            write(next);
            setEditing(undefined);
          }}
        />
      ) : null}
    </section>
  );
});
