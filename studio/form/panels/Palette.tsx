/**
 * The palette: basic (workflow spec §9 order), layout and advanced sections. One section is open at a
 * time and the last open one is remembered in local storage. Items are dragged onto the canvas (DOM
 * drag), or clicked or pressed (Enter, Space) to add into the selected container, after the selection,
 * or at the end; only the open section's items are in the tab order.
 */
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Collapse } from '@blueprintjs/core';
import type { ControlType } from '@shared/form';
import type { PaletteGroup } from '../model';
import { useDesigner } from '../DesignerContext';

export const PALETTE_STORAGE_KEY = 'formDesigner.paletteSection';

function readSection(fallback: PaletteGroup): PaletteGroup {
  try {
    const stored = localStorage.getItem(PALETTE_STORAGE_KEY);
    return stored === 'basic' || stored === 'layout' || stored === 'advanced' ? stored : fallback;
  } catch {
    return fallback;
  }
}

export function Palette() {
  const { editor, edits, t, show, paletteDrag, canvas } = useDesigner();
  const groups = editor.registry.palette();
  const [open, setOpen] = useState<PaletteGroup>(() => readSection(groups[0]?.group ?? 'basic'));
  const toggle = (group: PaletteGroup) => {
    setOpen(group);
    try {
      localStorage.setItem(PALETTE_STORAGE_KEY, group);
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  };
  const add = (type: ControlType) => {
    const outcome = edits.add(type);
    if (!outcome.ok) show(outcome.message);
  };
  const onItemKey = (event: KeyboardEvent<HTMLElement>, type: ControlType) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    add(type);
  };
  return (
    <nav className="fd-palette" aria-label={t('palette.label')}>
      {groups.map(({ group, types }) => (
        <section key={group} className="fd-palette-section">
          <Button
            fill
            alignText="start"
            variant="minimal"
            icon={open === group ? 'chevron-down' : 'chevron-right'}
            text={t(`palette.${group}`)}
            aria-expanded={open === group}
            onClick={() => toggle(group)}
          />
          <Collapse isOpen={open === group} keepChildrenMounted>
            <div className="fd-palette-items">
              {types.map((type) => (
                <div
                  key={type}
                  className="fd-palette-item"
                  draggable
                  role="button"
                  tabIndex={open === group ? 0 : -1}
                  data-type={type}
                  onDragStart={(event) => {
                    paletteDrag.begin(type);
                    event.dataTransfer.setData('text/plain', type);
                    event.dataTransfer.effectAllowed = 'copy';
                  }}
                  onDragEnd={() => {
                    paletteDrag.end();
                    canvas.tool.paletteLeave();
                  }}
                  onClick={() => add(type)}
                  onKeyDown={(event) => onItemKey(event, type)}
                >
                  {t(`controls.${type}`)}
                </div>
              ))}
            </div>
          </Collapse>
        </section>
      ))}
    </nav>
  );
}
