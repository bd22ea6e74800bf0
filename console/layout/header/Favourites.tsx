import { Button, Menu, MenuDivider, MenuItem, NonIdealState, Popover } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/storeContext';
import { removeFavourite } from '../model/favourites';

/**
 * The favourites (common menus) of console spec §2.7: the list, and an edit mode (check and minus icons) in which
 * entries are removed here and added from the side menu.
 */
export const Favourites = observer(function Favourites() {
  const { menus, layout, notify } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = (menuId: string) =>
    void menus
      .changeFavourites((ids) => removeFavourite(ids, menuId))
      .then(
        () => notify.success(t('common:success')),
        () => undefined,
      );
  return (
    <Popover
      placement="bottom-start"
      content={
        <Menu aria-label={t('favourites.title')} className="favourites-menu">
          <MenuDivider title={t('favourites.title')} />
          {menus.collected.length === 0 && (
            <NonIdealState
              icon="star-empty"
              description={t('favourites.empty')}
              className="favourites-empty"
            />
          )}
          {menus.collected.map((item) => (
            <div key={item.menuId} className="favourite-row">
              <MenuItem icon="star" text={item.menuTitle} onClick={() => navigate(item.fullPath)} />
              {layout.isEditingFavourites && (
                <Button
                  variant="minimal"
                  size="small"
                  icon="minus"
                  intent="danger"
                  aria-label={t('favourites.remove', { title: item.menuTitle })}
                  onClick={() => remove(item.menuId)}
                />
              )}
            </div>
          ))}
          <MenuDivider />
          <MenuItem
            icon={layout.isEditingFavourites ? 'tick' : 'edit'}
            text={t(layout.isEditingFavourites ? 'favourites.done' : 'favourites.edit')}
            shouldDismissPopover={false}
            onClick={() => layout.setEditingFavourites(!layout.isEditingFavourites)}
          />
        </Menu>
      }
    >
      <Button variant="minimal" icon="star" text={t('favourites.title')} endIcon="caret-down" />
    </Popover>
  );
});
