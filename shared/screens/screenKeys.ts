/**
 * Every screen key the console registers (console/screens/registry.ts), shared with the server so a menu can only
 * name a screen that exists: the registry is typed `Record<ScreenKey, LazyScreen>`, so the two cannot drift.
 */
export const SCREEN_KEYS = [
  'system/UserList',
  'system/RoleList',
  'system/PositionList',
  'system/OrganizeList',
  'system/MerchantList',
  'system/AuditLogs',
  'system/PersonalAuth',
  'approval/ApprovalCenter',
  'approval/ToHandleList',
  'approval/MyApplications',
  'approval/Delegations',
  'workflow/TemplateList',
  'workflow/TemplateSettings',
  'workflow/FlowDiagnosis',
  'workflow/InstanceAdmin',
  'workflow/FormList',
  'FormDesigner',
  'FlowDesigner',
  'message/LetterCenter',
  'document/BucketList',
  'system/AppList',
  'system/MenuList',
  'system/DictList',
  'system/PropertiesList',
  'system/LanguageList',
  'system/ThemeConfig',
  'system/SystemSettings',
  'system/DataPermissions',
  'message/TemplateList',
  'message/TemplateCategoryList',
  'message/ChannelList',
  'message/SendTaskList',
  'message/NotifyRules',
] as const;
export type ScreenKey = (typeof SCREEN_KEYS)[number];

/** The component of micro-app menus: the shell shows them in its micro-app container. */
export const MICRO_COMPONENT = 'micro';

/** Every `component` value a C menu may carry. */
export const MENU_COMPONENTS: readonly string[] = [...SCREEN_KEYS, MICRO_COMPONENT];

export const isScreenKey = (value: string): value is ScreenKey =>
  (SCREEN_KEYS as readonly string[]).includes(value);
