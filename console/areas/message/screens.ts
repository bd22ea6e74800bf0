import type { AreaScreens } from '../../screens/types';

/** Screens of the message area, keyed by the menu's component string (see server/db/seed/apps.ts). */
export const messageScreens: AreaScreens = {
  screens: {
    'message/LetterCenter': () => import('./LetterCenter'),
  },
};
