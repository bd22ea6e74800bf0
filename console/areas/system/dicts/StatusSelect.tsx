import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../layout/useDict';

/** Enabled / disabled, labelled from the sys_normal_disable dictionary (translated fallback while it loads). */
export const StatusSelect = observer(function StatusSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(v: '0' | '1'): void;
}) {
  const { t } = useTranslation('dicts');
  const entries = useDict('sys_normal_disable');
  const label = (v: string, fallback: string) =>
    entries.find((e) => e.dictValue === v)?.dictLabel ?? fallback;
  return (
    <HTMLSelect
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value === '1' ? '1' : '0')}
      options={[
        { value: '0', label: label('0', t('dict.enabled')) },
        { value: '1', label: label('1', t('dict.disabled')) },
      ]}
    />
  );
});
