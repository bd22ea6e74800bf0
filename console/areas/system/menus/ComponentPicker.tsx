import { useState } from 'react';
import { InputGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * A searchable choice among the registered screen keys: typing filters the list, arrow keys and Enter choose,
 * and only a listed key can be chosen (the field shows the chosen key, never free text).
 */
export function ComponentPicker({
  id,
  value,
  options,
  hasError,
  onChange,
}: {
  id: string;
  value: string;
  options: readonly string[];
  hasError: boolean;
  onChange(key: string): void;
}) {
  const { t } = useTranslation('menus');
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [active, setActive] = useState(0);
  const isOpen = query !== undefined;
  const needle = (query ?? '').trim().toLowerCase();
  const shown = options.filter((key) => key.toLowerCase().includes(needle));
  const choose = (key: string | undefined) => {
    if (key) onChange(key);
    setQuery(undefined);
  };
  return (
    <Popover
      isOpen={isOpen && shown.length > 0}
      autoFocus={false}
      enforceFocus={false}
      placement="bottom-start"
      minimal
      fill
      onInteraction={(next) => !next && setQuery(undefined)}
      content={
        <Menu role="listbox" aria-label={t('menu.component')} style={{ maxHeight: 260, overflow: 'auto' }}>
          {shown.map((key, index) => (
            <MenuItem
              key={key}
              roleStructure="listoption"
              text={key}
              active={index === active}
              selected={key === value}
              onClick={() => choose(key)}
            />
          ))}
        </Menu>
      }
    >
      <InputGroup
        id={id}
        dir="ltr"
        role="combobox"
        aria-expanded={isOpen}
        aria-autocomplete="list"
        leftIcon="search"
        placeholder={t('menu.componentSearch')}
        intent={hasError ? 'danger' : 'none'}
        value={isOpen ? query : value}
        onFocus={() => setQuery('')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, shown.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter' && isOpen) {
            e.preventDefault();
            choose(shown[active]);
          } else if (e.key === 'Escape') setQuery(undefined);
          else return;
          e.preventDefault();
        }}
      />
    </Popover>
  );
}
