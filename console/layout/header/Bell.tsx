import { Button, Classes, Menu, MenuDivider, MenuItem, NonIdealState, Popover } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { findByName } from '../../router/routeTable';

/** The bell of console spec §2.6: unread dot and a popover with title, send time, unread marker and 'look more'. */
export const Bell = observer(function Bell() {
  const { letters, menus } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tip } = letters;
  const center = findByName(menus.table, 'LetterNotificationNew');
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu className="bell-menu" aria-label={t('bell.title')}>
          <MenuDivider title={t('bell.title')} />
          {tip.letterItems.length === 0 && (
            <NonIdealState icon="notifications" description={t('bell.empty')} className="bell-empty" />
          )}
          {tip.letterItems.map((letter) => (
            <MenuItem
              key={letter.letterId}
              multiline
              text={
                <div className="bell-item">
                  <span className="bell-item-title">
                    {letter.status === 'UNREAD' && (
                      <span className="unread-dot" aria-label={t('bell.unread')} />
                    )}
                    {letter.title}
                  </span>
                  <span className={Classes.TEXT_MUTED}>
                    {dayjs(letter.sendTime).format('YYYY-MM-DD HH:mm:ss')}
                  </span>
                </div>
              }
              onClick={() => void letters.markRead([letter.letterId])}
            />
          ))}
          {center && (
            <>
              <MenuDivider />
              <MenuItem icon="more" text={t('bell.lookMore')} onClick={() => navigate(center.pattern)} />
            </>
          )}
        </Menu>
      }
      renderTarget={({ isOpen: _isOpen, ref, className, ...target }) => (
        // the popup attributes belong on the button, the element that opens the menu
        <span className={`bell ${className ?? ''}`} ref={ref}>
          <Button
            {...target}
            variant="minimal"
            icon="notifications"
            aria-label={
              tip.hasUnreadLetter ? t('bell.labelUnread', { count: tip.unreadCount }) : t('bell.title')
            }
          />
          {tip.hasUnreadLetter && <span className="bell-dot" data-testid="bell-dot" />}
        </span>
      )}
    />
  );
});
