import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { COLOR_FIELDS, THEME_PALETTE, type ColorField } from '@shared/theme/rules';
import { Field } from '../common/Field';
import type { ThemeStore } from './model/ThemeStore';

export const themeInputId = (field: string) => `theme-${field}`;
const HEX6 = /^#[0-9a-fA-F]{6}$/;
/** The native picker only takes #rrggbb. */
const pickerValue = (value: string) =>
  HEX6.test(value)
    ? value
    : /^#[0-9a-fA-F]{3}$/.test(value)
      ? `#${[...value.slice(1)].map((c) => c + c).join('')}`
      : '#000000';

/** The eight palette quick picks of console spec §9. */
export const ThemePalette = observer(function ThemePalette({ store }: { store: ThemeStore }) {
  const { t } = useTranslation('appearance');
  const current = store.form.values.themeColor.toLowerCase();
  return (
    <div className="theme-palette" role="group" aria-label={t('theme.palette')}>
      {THEME_PALETTE.map((color) => (
        <Button
          key={color}
          className="theme-swatch"
          aria-label={t('theme.pick', { color })}
          aria-pressed={current === color}
          icon={current === color ? 'tick' : undefined}
          style={{ background: color }}
          onClick={() => store.pickPalette(color)}
        />
      ))}
    </div>
  );
});

/** Every colour field of console spec §3: text (hex or rgba) with a picker beside it, the error under it. */
export const ThemeColors = observer(function ThemeColors({ store }: { store: ThemeStore }) {
  const { t } = useTranslation('appearance');
  const { form } = store;
  const input = (field: ColorField) => (
    <Field key={field} label={t(`field.${field}`)} error={form.errors[field]} inputId={themeInputId(field)}>
      <InputGroup
        id={themeInputId(field)}
        dir="ltr"
        intent={form.errors[field] ? 'danger' : 'none'}
        value={form.values[field]}
        onChange={(e) => store.setColor(field, e.target.value)}
        rightElement={
          <input
            type="color"
            className="theme-picker"
            aria-label={t('theme.picker', { field: t(`field.${field}`) })}
            value={pickerValue(form.values[field])}
            onChange={(e) => store.setColor(field, e.target.value)}
          />
        }
      />
    </Field>
  );
  return (
    <>
      <div className="theme-colors">{COLOR_FIELDS.map(input)}</div>
      <ContrastWarnings store={store} />
    </>
  );
});

/** Colour pairs that fall below 4.5:1, read out as they appear (saving stays possible). */
const ContrastWarnings = observer(function ContrastWarnings({ store }: { store: ThemeStore }) {
  const { t } = useTranslation('appearance');
  const warnings = store.lowContrast;
  return (
    <div role="status">
      {warnings.length > 0 && (
        <Callout intent="warning" icon="contrast" className="theme-contrast" title={t('contrast.title')}>
          <ul>
            {warnings.map((warning) => (
              <li key={warning.pair}>
                {t(`contrast.${warning.pair}`, { ratio: warning.ratio.toFixed(1), minimum: '4.5' })}
              </li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
});
