/** The control tab: every option of the selected control's type, plus its label, key, rules and columns. */
import { observer } from 'mobx-react-lite';
import type { FormControl } from '@shared/form';
import { useDesigner } from '../../DesignerContext';
import { ColumnsEditor } from './ColumnsEditor';
import { ControlFields } from './ControlFields';
import { OptionField } from './OptionField';
import type { OptionName } from './optionEditors';
import { optionEditor } from './optionEditors';

/** Option names to show: the type's panel list first, then any extra option the control carries. */
export function optionNamesOf(control: FormControl, panel: readonly string[] | undefined): OptionName[] {
  const names = [...(panel ?? [])];
  for (const name of Object.keys(control.options ?? {})) if (!names.includes(name)) names.push(name);
  return names as OptionName[];
}

export const ControlProperties = observer(function ControlProperties({ control }: { control: FormControl }) {
  const { editor, t } = useDesigner();
  const panel = (editor.registry.attachments(control.type) as { panel?: readonly string[] }).panel;
  const hasColumns = control.type === 'grid' || control.type === 'tabs' || control.type === 'selectInputList';
  return (
    <div className="fd-properties" aria-label={t('panel.controlTab')}>
      <div className="fd-properties-type">
        {t(`controls.${control.type}`)} · <code>{control.key}</code>
      </div>
      <ControlFields control={control} />
      {hasColumns ? <ColumnsEditor control={control} /> : null}
      {optionNamesOf(control, panel).map((name) => {
        const editor = optionEditor(control.type, name, control.options?.[name]);
        return editor ? <OptionField key={name} control={control} name={name} editor={editor} /> : null;
      })}
    </div>
  );
});
