import { AnchorButton, Button, Classes, Menu, MenuItem, Popover, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { linkTarget, openKeysFor, type MenuNode } from '../../router/menuBuilder';

const iconOf = (node: MenuNode, fallback: IconName): IconName =>
  (node.icon as IconName | undefined) ?? fallback;

export interface TopMenuProps {
  /** The app whose menu shows. */
  appId: string | undefined;
  isDark: boolean;
}

/**
 * The app's menu across the top, under the navigation bar (theme layout "top", console spec §3): pages are
 * buttons, directories open their pages in a drop-down (nested directories as sub-menus), ignore-router pages are
 * plain links. The entry holding the current page is marked.
 */
export const TopMenu = observer(function TopMenu({ appId, isDark }: TopMenuProps) {
  const { menus } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = appId ? (menus.menus[appId] ?? []) : [];
  const currentKeys = new Set(openKeysFor(menu, pathname));

  const link = (node: MenuNode, href: string) => {
    const target = linkTarget(href);
    return { href, target, rel: target ? 'noopener noreferrer' : undefined, icon: iconOf(node, 'link') };
  };

  const item = (node: MenuNode): ReactNode =>
    node.href ? (
      <MenuItem key={node.key} text={node.title} {...link(node, node.href)} />
    ) : node.path ? (
      <MenuItem
        key={node.key}
        icon={iconOf(node, 'document')}
        text={node.title}
        active={node.path === pathname}
        onClick={() => navigate(node.path as string)}
      />
    ) : (
      <MenuItem key={node.key} icon={iconOf(node, 'folder-close')} text={node.title}>
        {node.children.map(item)}
      </MenuItem>
    );

  return (
    <nav className={`top-menu${isDark ? ` ${Classes.DARK}` : ''}`} aria-label={t('menu.topLabel')}>
      {menu.map((node) =>
        node.href ? (
          <AnchorButton key={node.key} variant="minimal" text={node.title} {...link(node, node.href)} />
        ) : node.path ? (
          <Button
            key={node.key}
            variant="minimal"
            icon={iconOf(node, 'document')}
            text={node.title}
            className={node.path === pathname ? 'is-active' : undefined}
            aria-current={node.path === pathname ? 'page' : undefined}
            onClick={() => navigate(node.path as string)}
          />
        ) : (
          <Popover
            key={node.key}
            placement="bottom-start"
            minimal
            content={<Menu aria-label={node.title}>{node.children.map(item)}</Menu>}
          >
            <Button
              variant="minimal"
              icon={iconOf(node, 'folder-close')}
              endIcon="caret-down"
              text={node.title}
              className={currentKeys.has(node.key) ? 'is-active' : undefined}
            />
          </Popover>
        ),
      )}
    </nav>
  );
});
