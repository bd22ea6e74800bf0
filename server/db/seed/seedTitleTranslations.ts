/**
 * Seeded menu titles and app names in the UI languages other than zh_CN and en_US (console spec §9: seeded
 * content is translated). Looked up by the en_US text; a button title `Users: list` is the page title plus the
 * translated action.
 */
import type { SeedTitle } from './apps';

type OtherLocale = 'ar_EG' | 'de_DE' | 'es_ES' | 'ko_KR' | 'pt_PT' | 'ru_RU' | 'sv_SE';
type Others = Record<OtherLocale, string>;

const t = (ar: string, de: string, es: string, ko: string, pt: string, ru: string, sv: string): Others => ({
  ar_EG: ar,
  de_DE: de,
  es_ES: es,
  ko_KR: ko,
  pt_PT: pt,
  ru_RU: ru,
  sv_SE: sv,
});

const TITLES: Record<string, Others> = {
  'System management': t(
    'إدارة النظام',
    'Systemverwaltung',
    'Gestión del sistema',
    '시스템 관리',
    'Gestão do sistema',
    'Управление системой',
    'Systemhantering',
  ),
  'Approval centre': t(
    'مركز الموافقات',
    'Genehmigungszentrum',
    'Centro de aprobaciones',
    '결재 센터',
    'Centro de aprovações',
    'Центр согласований',
    'Godkännandecenter',
  ),
  'My to-dos': t(
    'مهامي',
    'Meine Aufgaben',
    'Mis pendientes',
    '내 할 일',
    'As minhas tarefas',
    'Мои задачи',
    'Mina uppgifter',
  ),
  'My applications': t(
    'طلباتي',
    'Meine Anträge',
    'Mis solicitudes',
    '내 신청',
    'Os meus pedidos',
    'Мои заявки',
    'Mina ansökningar',
  ),
  'Workflow management': t(
    'إدارة سير العمل',
    'Workflow-Verwaltung',
    'Gestión de flujos',
    '워크플로 관리',
    'Gestão de fluxos',
    'Управление процессами',
    'Arbetsflödeshantering',
  ),
  'Flow templates': t(
    'قوالب سير العمل',
    'Ablaufvorlagen',
    'Plantillas de flujo',
    '흐름 템플릿',
    'Modelos de fluxo',
    'Шаблоны процессов',
    'Flödesmallar',
  ),
  'Form management': t(
    'إدارة النماذج',
    'Formularverwaltung',
    'Gestión de formularios',
    '양식 관리',
    'Gestão de formulários',
    'Управление формами',
    'Formulärhantering',
  ),
  'Instance administration': t(
    'إدارة مثيلات الموافقة',
    'Vorgangsverwaltung',
    'Administración de instancias',
    '인스턴스 관리',
    'Administração de instâncias',
    'Управление экземплярами',
    'Ärendeadministration',
  ),
  Users: t('المستخدمون', 'Benutzer', 'Usuarios', '사용자', 'Utilizadores', 'Пользователи', 'Användare'),
  Roles: t('الأدوار', 'Rollen', 'Roles', '역할', 'Funções', 'Роли', 'Roller'),
  Positions: t('المناصب', 'Stellen', 'Puestos', '직위', 'Cargos', 'Должности', 'Befattningar'),
  Organisations: t(
    'المؤسسات',
    'Organisationen',
    'Organizaciones',
    '조직',
    'Organizações',
    'Организации',
    'Organisationer',
  ),
  Tenants: t('المستأجرون', 'Mandanten', 'Inquilinos', '테넌트', 'Inquilinos', 'Арендаторы', 'Klienter'),
  Apps: t('التطبيقات', 'Anwendungen', 'Aplicaciones', '앱', 'Aplicações', 'Приложения', 'Appar'),
  Menus: t('القوائم', 'Menüs', 'Menús', '메뉴', 'Menus', 'Меню', 'Menyer'),
  Dictionaries: t(
    'القواميس',
    'Wörterbücher',
    'Diccionarios',
    '사전',
    'Dicionários',
    'Справочники',
    'Ordlistor',
  ),
  Properties: t('المعلمات', 'Parameter', 'Parámetros', '매개변수', 'Parâmetros', 'Параметры', 'Parametrar'),
  Languages: t('اللغات', 'Sprachen', 'Idiomas', '언어', 'Idiomas', 'Языки', 'Språk'),
  Themes: t('السمات', 'Designs', 'Temas', '테마', 'Temas', 'Темы', 'Teman'),
  'System settings': t(
    'إعدادات النظام',
    'Systemeinstellungen',
    'Ajustes del sistema',
    '시스템 설정',
    'Definições do sistema',
    'Настройки системы',
    'Systeminställningar',
  ),
  'Data permissions': t(
    'صلاحيات البيانات',
    'Datenberechtigungen',
    'Permisos de datos',
    '데이터 권한',
    'Permissões de dados',
    'Права на данные',
    'Databehörigheter',
  ),
  'Audit logs': t(
    'سجلات التدقيق',
    'Prüfprotokolle',
    'Registros de auditoría',
    '감사 로그',
    'Registos de auditoria',
    'Журналы аудита',
    'Granskningsloggar',
  ),
  'Personal authorisation': t(
    'التفويض الشخصي',
    'Persönliche Berechtigung',
    'Autorización personal',
    '개인 권한 부여',
    'Autorização pessoal',
    'Личная авторизация',
    'Personlig behörighet',
  ),
  'File centre': t(
    'مركز الملفات',
    'Dateizentrum',
    'Centro de archivos',
    '파일 센터',
    'Centro de ficheiros',
    'Файловый центр',
    'Filcenter',
  ),
  'Message centre': t(
    'مركز الرسائل',
    'Nachrichtenzentrale',
    'Centro de mensajes',
    '메시지 센터',
    'Centro de mensagens',
    'Центр сообщений',
    'Meddelandecenter',
  ),
  'Site messages': t(
    'رسائل الموقع',
    'Interne Nachrichten',
    'Mensajes internos',
    '사이트 메시지',
    'Mensagens internas',
    'Внутренние сообщения',
    'Interna meddelanden',
  ),
  'Message templates': t(
    'قوالب الرسائل',
    'Nachrichtenvorlagen',
    'Plantillas de mensajes',
    '메시지 템플릿',
    'Modelos de mensagens',
    'Шаблоны сообщений',
    'Meddelandemallar',
  ),
  'Template categories': t(
    'فئات القوالب',
    'Vorlagenkategorien',
    'Categorías de plantillas',
    '템플릿 분류',
    'Categorias de modelos',
    'Категории шаблонов',
    'Mallkategorier',
  ),
  'Message channels': t(
    'قنوات الرسائل',
    'Nachrichtenkanäle',
    'Canales de mensajes',
    '메시지 채널',
    'Canais de mensagens',
    'Каналы сообщений',
    'Meddelandekanaler',
  ),
  'Send tasks': t(
    'مهام الإرسال',
    'Versandaufträge',
    'Tareas de envío',
    '발송 작업',
    'Tarefas de envio',
    'Задания отправки',
    'Utskicksuppgifter',
  ),
  'Approval notifications': t(
    'إشعارات الموافقات',
    'Genehmigungsbenachrichtigungen',
    'Notificaciones de aprobación',
    '결재 알림',
    'Notificações de aprovação',
    'Уведомления о согласовании',
    'Godkännandeaviseringar',
  ),
  'Marketing platform': t(
    'منصة التسويق',
    'Marketingplattform',
    'Plataforma de marketing',
    '마케팅 플랫폼',
    'Plataforma de marketing',
    'Маркетинговая платформа',
    'Marknadsföringsplattform',
  ),
  'Interaction platform': t(
    'منصة التفاعل',
    'Interaktionsplattform',
    'Plataforma de interacción',
    '인터랙션 플랫폼',
    'Plataforma de interação',
    'Платформа взаимодействия',
    'Interaktionsplattform',
  ),
  'Data millstone': t(
    'مطحنة البيانات',
    'Datenmühle',
    'Molino de datos',
    '데이터 맷돌',
    'Moinho de dados',
    'Мельница данных',
    'Datakvarn',
  ),
  'My approvals': t(
    'موافقاتي',
    'Meine Genehmigungen',
    'Mis aprobaciones',
    '내 결재',
    'As minhas aprovações',
    'Мои согласования',
    'Mina godkännanden',
  ),
  Use: t('استخدام', 'Verwenden', 'Usar', '사용', 'Usar', 'Использовать', 'Använd'),
  Overview: t('نظرة عامة', 'Übersicht', 'Resumen', '개요', 'Visão geral', 'Обзор', 'Översikt'),
  Campaigns: t('الحملات', 'Kampagnen', 'Campañas', '캠페인', 'Campanhas', 'Кампании', 'Kampanjer'),
};

const ACTIONS: Record<string, Others> = {
  list: t('القائمة', 'Liste', 'Lista', '목록', 'Lista', 'Список', 'Lista'),
  query: t('استعلام', 'Abfragen', 'Consultar', '조회', 'Consultar', 'Поиск', 'Sök'),
  add: t('إضافة', 'Hinzufügen', 'Añadir', '추가', 'Adicionar', 'Добавить', 'Lägg till'),
  edit: t('تعديل', 'Bearbeiten', 'Editar', '수정', 'Editar', 'Изменить', 'Redigera'),
  remove: t('حذف', 'Löschen', 'Eliminar', '삭제', 'Eliminar', 'Удалить', 'Ta bort'),
  export: t('تصدير', 'Exportieren', 'Exportar', '내보내기', 'Exportar', 'Экспорт', 'Exportera'),
  import: t('استيراد', 'Importieren', 'Importar', '가져오기', 'Importar', 'Импорт', 'Importera'),
  test: t(
    'إرسال تجريبي',
    'Testversand',
    'Envío de prueba',
    '테스트 발송',
    'Envio de teste',
    'Тестовая отправка',
    'Testutskick',
  ),
};

const LOCALES = Object.keys(TITLES.Users ?? {}) as OtherLocale[];

/** The other locales' texts for one seeded en_US title, or null when a text is missing. */
const othersOf = (english: string): Others | null => {
  const whole = TITLES[english];
  if (whole) return whole;
  const [page, action, ...rest] = english.split(': ');
  const pageTexts = page ? TITLES[page] : undefined;
  const actionTexts = action ? ACTIONS[action] : undefined;
  if (rest.length > 0 || !pageTexts || !actionTexts) return null;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, `${pageTexts[locale]}: ${actionTexts[locale]}`]),
  ) as Others;
};

/** `{ zh_CN, en_US, …the other seven }` for a seeded title; an untranslated title keeps zh_CN and en_US only. */
export const seedTitleTexts = (title: SeedTitle): Record<string, string> => ({
  zh_CN: title[0],
  en_US: title[1],
  ...(othersOf(title[1]) ?? {}),
});

/** The en_US titles that have no translation (a test keeps this empty). */
export const untranslatedSeedTitles = (titles: readonly SeedTitle[]): string[] =>
  titles.filter((title) => othersOf(title[1]) === null).map((title) => title[1]);
