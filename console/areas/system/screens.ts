import type { AreaScreens } from '../../screens/types';

/** Screens of the system area, keyed by the menu's component string (see server/db/seed/apps.ts). */
export const systemScreens: AreaScreens = {
  screens: {
    'system/UserList': () => import('./users/UserList'),
    'system/RoleList': () => import('./roles/RoleList'),
    'system/PositionList': () => import('./positions/PositionList'),
    'system/OrganizeList': () => import('./organize/OrganizeList'),
    'system/MerchantList': () => import('./merchants/MerchantList'),
    'system/AuditLogs': () => import('./audit/AuditLogs'),
    'system/PersonalAuth': () => import('./personal/PersonalAuth'),
  },
};
