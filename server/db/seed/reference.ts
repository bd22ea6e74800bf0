import { DEFAULT_THEME } from '@shared/theme/defaults';

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
