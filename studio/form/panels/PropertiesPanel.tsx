/** Right-hand panel: the selected control's tab, or the form tab when nothing is selected. */
import { observer } from 'mobx-react-lite';
import { Tab, Tabs } from '@blueprintjs/core';
import { useDesigner } from '../DesignerContext';
import { ControlProperties } from './properties/ControlProperties';
import { FormProperties } from './properties/FormProperties';

export const PropertiesPanel = observer(function PropertiesPanel() {
  const { editor, t, idOf } = useDesigner();
  const selected = editor.selected;
  return (
    <aside className="fd-panel" aria-label={t('panel.title')}>
      <Tabs
        id={idOf('fd-properties-tabs')}
        selectedTabId={selected ? 'control' : 'form'}
        onChange={(id) => id === 'form' && editor.selection.clear()}
      >
        <Tab
          id="control"
          title={t('panel.controlTab')}
          disabled={!selected}
          panel={selected ? <ControlProperties key={selected.key} control={selected} /> : undefined}
        />
        <Tab id="form" title={t('panel.formTab')} panel={<FormProperties />} />
      </Tabs>
    </aside>
  );
});
