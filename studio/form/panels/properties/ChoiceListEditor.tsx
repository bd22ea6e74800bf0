/** The label/value option list of select, radio, checkbox, cascader and tree select. */
import { observer } from 'mobx-react-lite';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FormControl, OptionItem } from '@shared/form';
import { cloneData } from '../../model';
import { useDesigner } from '../../DesignerContext';

export const ChoiceListEditor = observer(function ChoiceListEditor({ control }: { control: FormControl }) {
  const { editor, t } = useDesigner();
  const items: OptionItem[] = control.options?.options ?? [];
  const write = (next: OptionItem[]) => editor.setOption(control.key, 'options', next);
  const change = (index: number, part: 'label' | 'value', text: string) => {
    const next = cloneData(items);
    const item = next[index];
    if (item) item[part] = text;
    write(next);
  };
  return (
    <FormGroup label={t('props.options')} className="fd-field">
      {items.map((item, index) => (
        <div className="fd-row" key={index}>
          <InputGroup
            size="small"
            aria-label={t('props.optionLabel')}
            value={item.label}
            onChange={(event) => change(index, 'label', event.target.value)}
          />
          <InputGroup
            size="small"
            aria-label={t('props.optionValue')}
            value={item.value}
            onChange={(event) => change(index, 'value', event.target.value)}
          />
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            aria-label={t('actions.remove')}
            onClick={() => write(items.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button
        size="small"
        icon="plus"
        text={t('actions.addOption')}
        onClick={() =>
          write([
            ...cloneData(items),
            { value: String(items.length + 1), label: t('defaults.option', { n: items.length + 1 }) },
          ])
        }
      />
    </FormGroup>
  );
});
