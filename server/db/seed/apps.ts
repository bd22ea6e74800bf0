/** A seeded title: the default (zh_CN) text and its en_US text. */
export type SeedTitle = readonly [zh: string, en: string];

/** System apps (console spec §1, §3) and their menus. Menu types: M directory, C page, F button (permission). */
export interface SeedMenu {
  id: string;
  title: SeedTitle;
  type: 'M' | 'C' | 'F';
  name?: string;
  path?: string;
  component?: string;
  perms?: string;
  icon?: string;
  visible?: '0' | '1';
  extra?: Record<string, unknown>;
  children?: SeedMenu[];
}

export interface SeedApp {
  appId: string;
  appCode: string;
  appName: SeedTitle;
  appPath: string;
  appCategory: string;
  appOrder: number;
  isMicro: '0' | '1';
  openType: 'SAME_TAB' | 'NEW_TAB';
  needProject: boolean;
  menus: SeedMenu[];
}

const ACTION_ZH = {
  list: '列表',
  query: '查询',
  add: '新增',
  edit: '修改',
  remove: '删除',
  export: '导出',
  import: '导入',
};

const crud = (prefix: string, area: string, title: SeedTitle): SeedMenu[] =>
  (['list', 'query', 'add', 'edit', 'remove', 'export', 'import'] as const).map((action) => ({
    id: `${prefix}-${action}`,
    title: [`${title[0]}:${ACTION_ZH[action]}`, `${title[1]}: ${action}`],
    type: 'F',
    perms: `system:${area}:${action}`,
  }));

const page = (
  id: string,
  title: SeedTitle,
  name: string,
  path: string,
  component: string,
  icon: string,
  area?: string,
  extra?: Record<string, unknown>,
): SeedMenu => ({
  id,
  title,
  type: 'C',
  name,
  path,
  component,
  icon,
  extra,
  children: area ? crud(id, area, title) : undefined,
});

const MESSAGE_ACTION_TITLES = {
  ...ACTION_ZH,
  test: '测试发送',
} as const;

/** A page of the message app with its buttons `message:<area>:<action>` (console spec §2.3 MESSAGE). */
const messagePage = (
  id: string,
  title: SeedTitle,
  name: string,
  path: string,
  component: string,
  icon: string,
  area: string,
  actions: readonly (keyof typeof MESSAGE_ACTION_TITLES)[],
): SeedMenu => ({
  ...page(id, title, name, path, component, icon),
  children: actions.map((action) => ({
    id: `${id}-${action}`,
    title: [`${title[0]}:${MESSAGE_ACTION_TITLES[action]}`, `${title[1]}: ${action}`],
    type: 'F',
    perms: `message:${area}:${action}`,
  })),
});

const MICRO_NAMES: Record<'market-ui' | 'hudong' | 'millstone', SeedTitle> = {
  'market-ui': ['营销平台', 'Marketing platform'],
  hudong: ['互动平台', 'Interaction platform'],
  millstone: ['数据磨盘', 'Data millstone'],
};

export const SEED_APPS: SeedApp[] = [
  {
    appId: 'A100',
    appCode: 'system-new',
    appName: ['系统管理', 'System management'],
    appPath: '/system',
    appCategory: '1',
    appOrder: 1,
    isMicro: '1',
    openType: 'SAME_TAB',
    needProject: false,
    menus: [
      {
        id: 'm-approval',
        title: ['审批中心', 'Approval centre'],
        type: 'M',
        path: '/approval',
        icon: 'flows',
        children: [
          page(
            'm-approval-center',
            ['审批中心', 'Approval centre'],
            'AssemblyLiine',
            'center',
            'approval/ApprovalCenter',
            'inbox',
          ),
          page(
            'm-approval-todo',
            ['我的待办', 'My to-dos'],
            'approvalToHandleList',
            'todo',
            'approval/ToHandleList',
            'time',
          ),
          page(
            'm-approval-apply',
            ['我的申请', 'My applications'],
            'selfApplications',
            'apply',
            'approval/MyApplications',
            'document',
          ),
          {
            id: 'm-approval-perm',
            title: ['我的审批', 'My approvals'],
            type: 'F',
            perms: 'system:my:approval',
          },
          { id: 'm-apply-perm', title: ['我的申请', 'My applications'], type: 'F', perms: 'system:my:apply' },
        ],
      },
      {
        id: 'm-workflow',
        title: ['流程管理', 'Workflow management'],
        type: 'M',
        path: '/workflow',
        icon: 'diagram-tree',
        children: [
          page(
            'm-workflow-templates',
            ['流程模板', 'Flow templates'],
            'WorkflowTemplates',
            'templates',
            'workflow/TemplateList',
            'layout-hierarchy',
          ),
          page(
            'm-workflow-instances',
            ['流程实例管理', 'Instance administration'],
            'WorkflowInstances',
            'instances',
            'workflow/InstanceAdmin',
            'list-detail-view',
          ),
          page(
            'm-workflow-forms',
            ['表单管理', 'Form management'],
            'WorkflowForms',
            'forms',
            'workflow/FormList',
            'form',
          ),
          {
            id: 'm-workflow-perm',
            title: ['流程管理', 'Workflow management'],
            type: 'F',
            perms: 'system:workflow:manage',
          },
        ],
      },
      {
        id: 'm-system',
        title: ['系统管理', 'System management'],
        type: 'M',
        path: '/system',
        icon: 'cog',
        name: 'MerchantManage',
        children: [
          page('m-user', ['用户管理', 'Users'], 'SysUser', 'user', 'system/UserList', 'people', 'user'),
          page('m-role', ['角色管理', 'Roles'], 'SysRole', 'role', 'system/RoleList', 'badge', 'role'),
          page(
            'm-position',
            ['岗位管理', 'Positions'],
            'SysPosition',
            'position',
            'system/PositionList',
            'id-number',
            'position',
          ),
          page(
            'm-organize',
            ['组织管理', 'Organisations'],
            'SysOrganize',
            'organize',
            'system/OrganizeList',
            'office',
            'organize',
          ),
          page(
            'm-merchant',
            ['租户管理', 'Tenants'],
            'SysMerchant',
            'merchant',
            'system/MerchantList',
            'shop',
            'merchant',
          ),
          page('m-app', ['应用管理', 'Apps'], 'SysApp', 'app', 'system/AppList', 'applications', 'app'),
          page('m-menu', ['菜单管理', 'Menus'], 'SysMenu', 'menu', 'system/MenuList', 'menu', 'menu'),
          page('m-dict', ['字典管理', 'Dictionaries'], 'SysDict', 'dict', 'system/DictList', 'book', 'dict'),
          page(
            'm-properties',
            ['参数配置', 'Properties'],
            'SysProperties',
            'properties',
            'system/PropertiesList',
            'properties',
            'properties',
          ),
          page(
            'm-language',
            ['语言管理', 'Languages'],
            'SysLanguage',
            'language',
            'system/LanguageList',
            'translate',
            'i18n',
          ),
          page(
            'm-theme',
            ['主题配置', 'Themes'],
            'SysTheme',
            'theme',
            'system/ThemeConfig',
            'style',
            'theme',
          ),
          page(
            'm-settings',
            ['系统设置', 'System settings'],
            'SysSettings',
            'settings',
            'system/SystemSettings',
            'settings',
            'settings',
          ),
          page(
            'm-data-perm',
            ['数据权限', 'Data permissions'],
            'SysDataPerm',
            'data-perm',
            'system/DataPermissions',
            'lock',
            'dataPerm',
          ),
          page(
            'm-audit',
            ['审计日志', 'Audit logs'],
            'SysAudit',
            'audit',
            'system/AuditLogs',
            'history',
            'audit',
          ),
          page(
            'm-personal-auth',
            ['个人授权', 'Personal authorisation'],
            'SysPersonalAuthList',
            'personal-auth',
            'system/PersonalAuth',
            'key',
          ),
        ],
      },
      {
        id: 'm-document',
        title: ['文件中心', 'File centre'],
        type: 'M',
        path: '/document',
        icon: 'folder-close',
        children: [
          page(
            'm-bucket',
            ['文件中心', 'File centre'],
            'BucketList',
            'bucket',
            'document/BucketList',
            'folder-open',
          ),
          {
            id: 'm-document-perm',
            title: ['文件中心', 'File centre'],
            type: 'F',
            perms: 'system:document:center',
          },
        ],
      },
    ],
  },
  {
    appId: 'A200',
    appCode: 'MESSAGE',
    appName: ['消息中心', 'Message centre'],
    appPath: '/message',
    appCategory: '1',
    appOrder: 2,
    isMicro: '1',
    openType: 'SAME_TAB',
    needProject: false,
    menus: [
      {
        id: 'm-message',
        title: ['消息中心', 'Message centre'],
        type: 'M',
        path: '/message',
        icon: 'envelope',
        children: [
          page(
            'm-letter',
            ['站内信', 'Site messages'],
            'LetterNotificationNew',
            'letters',
            'message/LetterCenter',
            'inbox',
            'letter',
          ),
          page(
            'm-template',
            ['消息模板', 'Message templates'],
            'TempLetterList',
            'templates',
            'message/TemplateList',
            'clipboard',
            'template',
          ),
          page(
            'm-template-category',
            ['模板分类', 'Template categories'],
            'TempLetterCategory',
            'template-categories',
            'message/TemplateCategoryList',
            'tag',
            'templateCategory',
          ),
          messagePage(
            'm-channel',
            ['消息渠道', 'Message channels'],
            'MessageChannel',
            'channels',
            'message/ChannelList',
            'satellite',
            'channel',
            ['list', 'query', 'add', 'edit', 'remove', 'test'],
          ),
          messagePage(
            'm-send-task',
            ['发送任务', 'Send tasks'],
            'MessageSendTask',
            'send-tasks',
            'message/SendTaskList',
            'send-message',
            'task',
            ['list', 'add', 'edit'],
          ),
          messagePage(
            'm-notify-rule',
            ['审批通知', 'Approval notifications'],
            'MessageNotifyRule',
            'approval-notifications',
            'message/NotifyRules',
            'notifications',
            'notify',
            ['list', 'edit'],
          ),
        ],
      },
    ],
  },
  ...(['market-ui', 'hudong', 'millstone'] as const).map((code, index): SeedApp => ({
    appId: `A30${index + 1}`,
    appCode: code,
    appName: MICRO_NAMES[code],
    appPath: `/smartube-app/${code}`,
    appCategory: '2',
    appOrder: 10 + index,
    isMicro: '0',
    openType: 'SAME_TAB',
    needProject: code === 'market-ui',
    menus: [
      {
        id: `m-${code}`,
        title: MICRO_NAMES[code],
        type: 'M',
        path: '/',
        icon: 'application',
        children: [
          page(`m-${code}-home`, ['概览', 'Overview'], `${code}-home`, 'home', 'micro', 'dashboard'),
          page(`m-${code}-list`, ['活动列表', 'Campaigns'], `${code}-list`, 'list', 'micro', 'list'),
          { id: `m-${code}-perm`, title: ['使用', 'Use'], type: 'F', perms: `${code}:app:use` },
        ],
      },
    ],
  })),
];
