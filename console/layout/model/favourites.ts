/** Common-menu (favourites) rules of console spec §5, checked before anything is sent. */
export const MAX_FAVOURITES = 10;

export type FavouriteChange = { menuIds: string[] } | { warningKey: string };

export const addFavourite = (current: readonly string[], menuId: string): FavouriteChange => {
  if (current.includes(menuId)) return { warningKey: 'favourites.exists' };
  if (current.length >= MAX_FAVOURITES) return { warningKey: 'favourites.max' };
  return { menuIds: [...current, menuId] };
};

export const removeFavourite = (current: readonly string[], menuId: string): FavouriteChange => ({
  menuIds: current.filter((id) => id !== menuId),
});
