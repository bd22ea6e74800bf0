import type { AppViewRow } from '@shared/api/modules/config/menuSchemas';

/** An app row for model tests. */
export const app = (appId: string, appCode: string, over: Partial<AppViewRow> = {}): AppViewRow => ({
  appId,
  appCode,
  appName: appCode,
  appNameI18n: {},
  appLogo: '',
  appCategory: '1',
  appOrder: 0,
  visible: '1',
  isMicro: '1',
  openType: 'SAME_TAB',
  appPath: '',
  needProject: false,
  status: '0',
  menuCount: 0,
  ...over,
});
