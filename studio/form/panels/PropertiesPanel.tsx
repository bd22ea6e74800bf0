/**
 * Right-hand panel: the selected control's tab, or the form tab when nothing is selected. Escape inside
 * it takes focus back to the canvas or outline it came from.
 */
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Tab, Tabs } from '@blueprintjs/core';
import { useDesigner } from '../DesignerContext';
import { ControlProperties } from './properties/ControlProperties';
import { FormProperties } from './properties/FormProperties';

export const PropertiesPanel = observer(function PropertiesPanel() {
  const { editor, t, idOf, focus } = useDesigner();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // keys from dialogs opened here bubble through React's tree too: only the panel's own fields count
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    focus.back();
  };
  const selected = editor.selected;
  return (
    <aside
      ref={focus.register('properties')}
      className="fd-panel"
      aria-label={t('panel.title')}
      aria-keyshortcuts="Escape"
      onKeyDown={onKeyDown}
    >
      {/* no sliding indicator: placing it reads the tab's size after every selection (its panel changes), which
          forces a layout of the whole designer, the outline of a large form included; the selected tab is
          underlined all the same */}
      <Tabs
        id={idOf('fd-properties-tabs')}
        animate={false}
        selectedTabId={selected ? 'control' : 'form'}
        onChange={(id) => id === 'form' && editor.selection.clear()}
      >
        <Tab
          id="control"
          title={t('panel.controlTab')}
          disabled={!selected}
          // the same fields serve each selected control in turn: selecting another one changes their values and
          // adds or removes only the fields its type differs in, instead of making the whole panel again
          panel={selected ? <ControlProperties control={selected} /> : undefined}
        />
        <Tab id="form" title={t('panel.formTab')} panel={<FormProperties />} />
      </Tabs>
    </aside>
  );
});
