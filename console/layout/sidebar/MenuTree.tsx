import { useEffect, useState, type ReactElement } from 'react';
import { Button, Icon, Tooltip, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { linkTarget, openKeysFor, type MenuNode } from '../../router/menuBuilder';
import { addFavourite } from '../model/favourites';

const iconOf = (node: MenuNode, fallback: IconName): IconName =>
  (node.icon as IconName | undefined) ?? fallback;

/**
 * The side menu tree of one app: directories open by route hierarchy; long titles get a tooltip; ignore-router
 * pages are plain links.
 */
export const MenuTree = observer(function MenuTree({ menu }: { menu: MenuNode[] }) {
  const { layout, menus, notify } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<Set<string>>(() => new Set(openKeysFor(menu, location.pathname)));

  useEffect(() => {
    const keys = openKeysFor(menu, location.pathname);
    if (keys.length) setOpen((prev) => (keys.every((k) => prev.has(k)) ? prev : new Set([...prev, ...keys])));
  }, [menu, location.pathname]);

  const collected = menus.collected.map((c) => c.menuId);
  const favourite = async (node: MenuNode) => {
    const change = await menus
      .changeFavourites((ids) => addFavourite(ids, node.menuId))
      .catch(() => undefined);
    if (change && 'warningKey' in change) notify.warning(t(change.warningKey));
    else if (change) notify.success(t('common:success'));
  };

  /** Long titles, and every title while the menu is collapsed, show in a tooltip. */
  const withTooltip = (node: MenuNode, link: ReactElement) =>
    node.hasTooltip || layout.isCollapsed ? (
      <Tooltip content={node.title} placement="right" fill>
        {link}
      </Tooltip>
    ) : (
      link
    );

  const row = (node: MenuNode, depth: number) => {
    const label = <span className="menu-label">{node.title}</span>;
    if (node.href) {
      const target = linkTarget(node.href);
      const link = (
        <a
          className="menu-row"
          href={node.href}
          target={target}
          rel={target ? 'noopener noreferrer' : undefined}
          style={{ paddingInlineStart: layout.isCollapsed ? 0 : 12 + depth * 14 }}
          aria-label={node.title}
        >
          <Icon icon={iconOf(node, target ? 'share' : 'link')} />
          {!layout.isCollapsed && label}
        </a>
      );
      return (
        <li key={node.key} className="menu-item">
          {withTooltip(node, link)}
        </li>
      );
    }
    if (node.path) {
      const isActive = node.path === location.pathname;
      const link = (
        <button
          type="button"
          className={`menu-row${isActive ? ' is-active' : ''}`}
          style={{ paddingInlineStart: layout.isCollapsed ? 0 : 12 + depth * 14 }}
          onClick={() => navigate(node.path as string)}
          aria-current={isActive ? 'page' : undefined}
          aria-label={node.title}
        >
          <Icon icon={iconOf(node, 'document')} />
          {!layout.isCollapsed && label}
        </button>
      );
      return (
        <li key={node.key} className="menu-item">
          {withTooltip(node, link)}
          {layout.isEditingFavourites && !layout.isCollapsed && (
            <Button
              size="small"
              variant="minimal"
              icon={collected.includes(node.menuId) ? 'star' : 'plus'}
              className="menu-fav"
              aria-label={t('favourites.add', { title: node.title })}
              aria-pressed={collected.includes(node.menuId)}
              onClick={() => void favourite(node)}
            />
          )}
        </li>
      );
    }
    const isOpen = open.has(node.key) || layout.isCollapsed;
    return (
      <li key={node.key} className="menu-group">
        {!layout.isCollapsed && (
          <button
            type="button"
            className="menu-row menu-dir"
            aria-expanded={isOpen}
            style={{ paddingInlineStart: 12 + depth * 14 }}
            onClick={() =>
              setOpen((prev) => {
                const next = new Set(prev);
                if (next.has(node.key)) next.delete(node.key);
                else next.add(node.key);
                return next;
              })
            }
          >
            <Icon icon={iconOf(node, 'folder-close')} />
            {node.hasTooltip ? <Tooltip content={node.title}>{label}</Tooltip> : label}
            <Icon icon={isOpen ? 'chevron-up' : 'chevron-down'} className="menu-caret" />
          </button>
        )}
        {isOpen && <ul className="menu-list">{node.children.map((child) => row(child, depth + 1))}</ul>}
      </li>
    );
  };
  return <ul className="menu-list">{menu.map((node) => row(node, 0))}</ul>;
});
