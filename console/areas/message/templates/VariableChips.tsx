import { Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TemplateFormStore } from './model/TemplateFormStore';

/** The variables the chosen event supplies, as buttons that insert `{{name}}` at the caret. */
export const VariableChips = observer(function VariableChips({ store }: { store: TemplateFormStore }) {
  const { t } = useTranslation('templates');
  return (
    <div className="tpl-chips" role="group" aria-label={t('template.variables')}>
      {store.variables.map((name) => (
        <Tag
          key={name}
          interactive
          minimal
          intent="primary"
          icon="code"
          role="button"
          tabIndex={0}
          title={t(`variable.${name}`)}
          aria-label={t('template.insert', { name: `{{${name}}}`, label: t(`variable.${name}`) })}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => store.insert(name)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              store.insert(name);
            }
          }}
        >
          <bdi dir="ltr">{`{{${name}}}`}</bdi> {t(`variable.${name}`)}
        </Tag>
      ))}
    </div>
  );
});
