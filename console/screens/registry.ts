import type { ScreenKey } from '@shared/screens/screenKeys';
import { isScreenKey } from '@shared/screens/screenKeys';
import type { LazyScreen } from './types';

/**
 * Every screen the console can show, keyed by the `component` string its menu carries (server/db/seed/apps.ts)
 * or an extra route names (./routes.ts). One line per screen, pointing straight at its view: a new screen is
 * a folder of files in its area plus one line here.
 */
export const SCREENS: Record<ScreenKey, LazyScreen> = {
  'system/UserList': () => import('../areas/system/users/UserList'),
  'system/RoleList': () => import('../areas/system/roles/RoleList'),
  'system/PositionList': () => import('../areas/system/positions/PositionList'),
  'system/OrganizeList': () => import('../areas/system/organize/OrganizeList'),
  'system/MerchantList': () => import('../areas/system/merchants/MerchantList'),
  'system/AuditLogs': () => import('../areas/system/audit/AuditLogs'),
  'system/PersonalAuth': () => import('../areas/system/personal/PersonalAuth'),
  'approval/ApprovalCenter': () =>
    import('../areas/approval/pages').then((m) => ({ default: m.ApprovalCenterPage })),
  'approval/ToHandleList': () =>
    import('../areas/approval/pages').then((m) => ({ default: m.ToHandleListPage })),
  'approval/MyApplications': () =>
    import('../areas/approval/pages').then((m) => ({ default: m.MyApplicationsPage })),
  'approval/Delegations': () => import('../areas/approval/delegations/DelegationsPage'),
  'workflow/TemplateList': () =>
    import('../areas/approval/templates/TemplateTable').then((m) => ({ default: m.TemplateTable })),
  'workflow/TemplateSettings': () =>
    import('../areas/approval/templates/TemplateSettingsPage').then((m) => ({
      default: m.TemplateSettingsPage,
    })),
  'workflow/FlowDiagnosis': () => import('../areas/analytics/DiagnosisPage'),
  'workflow/InstanceAdmin': () => import('../areas/approval/admin/InstanceAdminPage'),
  'workflow/FormList': () => import('../areas/forms/FormListScreen'),
  FormDesigner: () => import('../areas/forms/FormDesignerPage'),
  FlowDesigner: () => import('../areas/flows/FlowDesignerPage'),
  'message/LetterCenter': () => import('../areas/message/LetterCenter'),
  'document/BucketList': () => import('../areas/document/BucketList'),
  'system/AppList': () => import('../areas/system/apps/AppList'),
  'system/MenuList': () => import('../areas/system/menus/MenuList'),
  'system/DictList': () => import('../areas/system/dicts/DictList'),
  'system/PropertiesList': () => import('../areas/system/properties/PropertiesList'),
  'system/LanguageList': () => import('../areas/system/languages/LanguageList'),
  'system/ThemeConfig': () => import('../areas/system/theme/ThemeConfig'),
  'system/SystemSettings': () => import('../areas/system/settings/SystemSettings'),
  'system/DataPermissions': () => import('../areas/system/dataPerms/DataPermissions'),
  'message/TemplateList': () => import('../areas/message/templates/TemplateList'),
  'message/TemplateCategoryList': () => import('../areas/message/templates/TemplateCategoryList'),
  'message/ChannelList': () => import('../areas/message/channels/ChannelList'),
  'message/SendTaskList': () => import('../areas/message/sendTasks/SendTaskList'),
  'message/NotifyRules': () => import('../areas/message/notifyRules/NotifyRules'),
};

/** The screen registered under a menu's `component`, if any. */
export const screenFor = (key: string): LazyScreen | undefined =>
  isScreenKey(key) ? SCREENS[key] : undefined;
