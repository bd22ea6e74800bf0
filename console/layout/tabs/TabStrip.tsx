import { useId } from 'react';
import { Button, ContextMenu, Icon, Menu, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { isKept, type Tab } from '../model/tabModel';
import { tabTitle } from '../model/tabTitle';
import { useApplyTabChange } from './useTabActions';
import { useTabOverflow } from './useTabOverflow';

interface ScrollButtonProps {
  isForward: boolean;
  isEnabled: boolean;
  label: string;
  onScroll(isForward: boolean): void;
}

/** An arrow at one end of an overflowing strip; its icon flips in a right-to-left layout (see app.css). */
const ScrollButton = ({ isForward, isEnabled, label, onScroll }: ScrollButtonProps) => (
  <Button
    className="tab-scroll"
    disabled={!isEnabled}
    variant="minimal"
    size="small"
    icon={isForward ? 'chevron-right' : 'chevron-left'}
    aria-label={label}
    onClick={() => onScroll(isForward)}
  />
);

/**
 * The tab strip of console spec §2.5: click to go, close icon, right-click close left / right / others / all but
 * the pinned ones, and pin or unpin a tab. When the tabs overflow, arrow buttons at both ends scroll them (each
 * enabled while tabs hide past its end), and the active tab is kept in view.
 */
export const TabStrip = observer(function TabStrip() {
  const { tabs, menus } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const applyChange = useApplyTabChange();
  const active = `${location.pathname}${location.search}`;
  const titleOf = (tab: Tab) => tabTitle(tab, menus.table, t);
  const { stripRef, edges, scroll } = useTabOverflow(active, tabs.tabs.length);
  const isOverflowing = edges.canScrollBack || edges.canScrollForward;
  const idPrefix = useId();
  const tabId = (index: number) => `${idPrefix}tab-${index}`;

  return (
    <div className="tab-bar">
      {isOverflowing && (
        <ScrollButton
          isForward={false}
          isEnabled={edges.canScrollBack}
          label={t('tabs.scrollBack')}
          onScroll={scroll}
        />
      )}
      <nav ref={stripRef} className="tab-strip" aria-label={t('tabs.label')}>
        {/* The tabs' close buttons may not sit inside a tab list, so the list owns the tabs by id (aria-owns). */}
        <div role="tablist" aria-owns={tabs.tabs.map((_, index) => tabId(index)).join(' ')} />
        {tabs.tabs.map((tab, index) => {
          const isActive = tab.path === active;
          return (
            <ContextMenu
              key={tab.path}
              content={
                <Menu aria-label={t('tabs.menu')}>
                  <MenuItem
                    icon="chevron-left"
                    text={t('tabs.closeLeft')}
                    onClick={() => applyChange(tabs.closeLeft(tab.path, active))}
                  />
                  <MenuItem
                    icon="chevron-right"
                    text={t('tabs.closeRight')}
                    onClick={() => applyChange(tabs.closeRight(tab.path, active))}
                  />
                  <MenuItem
                    icon="cross"
                    text={t('tabs.closeOthers')}
                    onClick={() => applyChange(tabs.closeOthers(tab.path, active))}
                  />
                  <MenuItem
                    icon="disable"
                    text={t('tabs.closeAllButPinned')}
                    onClick={() => applyChange(tabs.closeAllButPinned(tab.path, active))}
                  />
                  {!tab.affix && (
                    <MenuItem
                      icon={tab.pinned ? 'unpin' : 'pin'}
                      text={t(tab.pinned ? 'tabs.unpin' : 'tabs.pin')}
                      onClick={() => tabs.togglePinned(tab.path)}
                    />
                  )}
                </Menu>
              }
            >
              <div className={`tab-item${isActive ? ' is-active' : ''}`}>
                <button
                  type="button"
                  id={tabId(index)}
                  role="tab"
                  aria-selected={isActive}
                  data-path={tab.path}
                  className="tab-title"
                  onClick={() => navigate(tab.path, { state: { isTabSwitch: true } })}
                >
                  {isKept(tab) && <Icon icon="pin" size={12} title={t('tabs.pinned')} />}
                  {titleOf(tab)}
                </button>
                {!isKept(tab) && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="small-cross"
                    aria-label={t('tabs.close', { title: titleOf(tab) })}
                    onClick={() => applyChange(tabs.close(tab.path, active))}
                  />
                )}
              </div>
            </ContextMenu>
          );
        })}
      </nav>
      {isOverflowing && (
        <ScrollButton
          isForward
          isEnabled={edges.canScrollForward}
          label={t('tabs.scrollForward')}
          onScroll={scroll}
        />
      )}
    </div>
  );
});
