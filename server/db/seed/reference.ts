import { DEFAULT_THEME } from '@shared/theme/defaults';

/** Dictionaries preloaded by the console (console spec §9) and the urgency dictionary of the workflow spec. */
export const SEED_DICTS: Record<string, [value: string, label: string, remark?: string][]> = {
  sys_normal_disable: [
    ['0', '正常'],
    ['1', '停用'],
  ],
  sys_user_sex: [
    ['0', '男'],
    ['1', '女'],
    ['2', '未知'],
  ],
  my_authority_app_category: [
    ['1', '系统应用'],
    ['2', '业务应用'],
    ['3', '数据应用'],
  ],
  ec_event_group: [
    ['approval', '审批事件'],
    ['message', '消息事件'],
    ['system', '系统事件'],
  ],
  Jflow_Degree: [
    ['1', '普通'],
    ['2', '紧急'],
    ['3', '特急'],
  ],
};

export const SEED_PROPERTIES = [
  { propId: 'PR01', attrCode: 'VUE_APP_NAME', attrValue: '数字生活能源服务平台', remark: 'Application name' },
  { propId: 'PR02', attrCode: 'VUE_APP_FAVICON', attrValue: '/favicon.svg', remark: 'Favicon URL' },
];

export const SEED_LANGUAGES = [
  { locale: 'zh_CN', name: '简体中文', isDefault: true },
  { locale: 'en_US', name: 'English', isDefault: false },
  { locale: 'ar_EG', name: 'العربية', isDefault: false },
  { locale: 'de_DE', name: 'Deutsch', isDefault: false },
  { locale: 'ko_KR', name: '한국어', isDefault: false },
  { locale: 'ru_RU', name: 'Русский', isDefault: false },
  { locale: 'es_ES', name: 'Español', isDefault: false },
  { locale: 'pt_PT', name: 'Português', isDefault: false },
  { locale: 'sv_SE', name: 'Svenska', isDefault: false },
];

export const SEED_THEMES = [
  { merchantId: 'M001', config: JSON.stringify(DEFAULT_THEME) },
  {
    merchantId: 'M002',
    config: JSON.stringify({
      ...DEFAULT_THEME,
      themeColor: '#13c2c2',
      primaryColor: '#13c2c2',
      buttonColor: '#13c2c2',
      linkColor: '#13c2c2',
    }),
  },
];
