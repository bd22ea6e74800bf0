import type { AreaScreens } from '../../screens/types';

/** Screens of the document area, keyed by the menu's component string (see server/db/seed/apps.ts). */
export const documentScreens: AreaScreens = {
  screens: {
    'document/BucketList': () => import('./BucketList'),
  },
};
