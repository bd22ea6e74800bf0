import { dictData, dictTypes, properties } from '../schema';
import type { Tx } from '../database';

type Labels = Record<string, string>;
/** [value, zh_CN label, labels in the other UI languages]. */
type SeedItem = [value: string, label: string, labels: Labels];

const l = (
  en: string,
  ar: string,
  de: string,
  es: string,
  ko: string,
  pt: string,
  ru: string,
  sv: string,
) => ({
  en_US: en,
  ar_EG: ar,
  de_DE: de,
  es_ES: es,
  ko_KR: ko,
  pt_PT: pt,
  ru_RU: ru,
  sv_SE: sv,
});

/** Dictionaries preloaded by the console (console spec §9) and the urgency dictionary Jflow_Degree. */
export const SEED_DICT_TYPES: { dictCode: string; dictName: string; names: Labels; items: SeedItem[] }[] = [
  {
    dictCode: 'sys_normal_disable',
    dictName: '系统开关',
    names: l(
      'System switch',
      'مفتاح النظام',
      'Systemschalter',
      'Interruptor del sistema',
      '시스템 스위치',
      'Interruptor do sistema',
      'Системный переключатель',
      'Systemomkopplare',
    ),
    items: [
      ['0', '正常', l('Normal', 'عادي', 'Aktiv', 'Normal', '정상', 'Normal', 'Активен', 'Normal')],
      [
        '1',
        '停用',
        l('Disabled', 'معطل', 'Deaktiviert', 'Desactivado', '비활성', 'Desativado', 'Отключён', 'Inaktiv'),
      ],
    ],
  },
  {
    dictCode: 'sys_user_sex',
    dictName: '用户性别',
    names: l(
      'User gender',
      'جنس المستخدم',
      'Geschlecht',
      'Sexo del usuario',
      '사용자 성별',
      'Sexo do utilizador',
      'Пол пользователя',
      'Användarens kön',
    ),
    items: [
      ['0', '男', l('Male', 'ذكر', 'Männlich', 'Hombre', '남성', 'Masculino', 'Мужской', 'Man')],
      ['1', '女', l('Female', 'أنثى', 'Weiblich', 'Mujer', '여성', 'Feminino', 'Женский', 'Kvinna')],
      [
        '2',
        '未知',
        l(
          'Unknown',
          'غير معروف',
          'Unbekannt',
          'Desconocido',
          '알 수 없음',
          'Desconhecido',
          'Не указан',
          'Okänt',
        ),
      ],
    ],
  },
  {
    dictCode: 'my_authority_app_category',
    dictName: '应用分类',
    names: l(
      'App category',
      'فئة التطبيق',
      'App-Kategorie',
      'Categoría de aplicación',
      '앱 분류',
      'Categoria da aplicação',
      'Категория приложения',
      'Appkategori',
    ),
    items: [
      [
        '1',
        '系统应用',
        l(
          'System apps',
          'تطبيقات النظام',
          'Systemanwendungen',
          'Aplicaciones del sistema',
          '시스템 앱',
          'Aplicações do sistema',
          'Системные приложения',
          'Systemappar',
        ),
      ],
      [
        '2',
        '业务应用',
        l(
          'Business apps',
          'تطبيقات الأعمال',
          'Geschäftsanwendungen',
          'Aplicaciones de negocio',
          '업무 앱',
          'Aplicações de negócio',
          'Бизнес-приложения',
          'Affärsappar',
        ),
      ],
      [
        '3',
        '数据应用',
        l(
          'Data apps',
          'تطبيقات البيانات',
          'Datenanwendungen',
          'Aplicaciones de datos',
          '데이터 앱',
          'Aplicações de dados',
          'Приложения данных',
          'Dataappar',
        ),
      ],
    ],
  },
  {
    dictCode: 'ec_event_group',
    dictName: '事件分组',
    names: l(
      'Event group',
      'مجموعة الأحداث',
      'Ereignisgruppe',
      'Grupo de eventos',
      '이벤트 그룹',
      'Grupo de eventos',
      'Группа событий',
      'Händelsegrupp',
    ),
    items: [
      [
        'approval',
        '审批事件',
        l(
          'Approval events',
          'أحداث الموافقة',
          'Genehmigungsereignisse',
          'Eventos de aprobación',
          '승인 이벤트',
          'Eventos de aprovação',
          'События согласования',
          'Godkännandehändelser',
        ),
      ],
      [
        'message',
        '消息事件',
        l(
          'Message events',
          'أحداث الرسائل',
          'Nachrichtenereignisse',
          'Eventos de mensajes',
          '메시지 이벤트',
          'Eventos de mensagens',
          'События сообщений',
          'Meddelandehändelser',
        ),
      ],
      [
        'system',
        '系统事件',
        l(
          'System events',
          'أحداث النظام',
          'Systemereignisse',
          'Eventos del sistema',
          '시스템 이벤트',
          'Eventos do sistema',
          'Системные события',
          'Systemhändelser',
        ),
      ],
    ],
  },
  {
    dictCode: 'Jflow_Degree',
    dictName: '紧急程度',
    names: l(
      'Urgency',
      'درجة الاستعجال',
      'Dringlichkeit',
      'Urgencia',
      '긴급도',
      'Urgência',
      'Срочность',
      'Brådska',
    ),
    items: [
      ['1', '普通', l('Normal', 'عادي', 'Normal', 'Normal', '보통', 'Normal', 'Обычная', 'Normal')],
      ['2', '紧急', l('Urgent', 'عاجل', 'Dringend', 'Urgente', '긴급', 'Urgente', 'Срочная', 'Brådskande')],
      [
        '3',
        '特急',
        l(
          'Very urgent',
          'عاجل جدًا',
          'Sehr dringend',
          'Muy urgente',
          '매우 긴급',
          'Muito urgente',
          'Очень срочная',
          'Mycket brådskande',
        ),
      ],
    ],
  },
];

export const SEED_PROPERTIES = [
  { attrCode: 'VUE_APP_NAME', attrValue: '数字生活能源服务平台', remark: 'Application name' },
  { attrCode: 'VUE_APP_FAVICON', attrValue: '/favicon.svg', remark: 'Favicon URL' },
];

/** Seeds the dictionaries and properties of one tenant (every seeded tenant gets its own copy). */
export const seedDicts = async (tx: Tx, merchantId: string) => {
  await tx.insert(dictTypes).values(
    SEED_DICT_TYPES.map(({ dictCode, dictName, names }) => ({
      dictTypeId: `${merchantId}:${dictCode}`,
      merchantId,
      dictCode,
      dictName,
      names,
    })),
  );
  await tx.insert(dictData).values(
    SEED_DICT_TYPES.flatMap(({ dictCode, items }) =>
      items.map(([dictValue, dictLabel, labels], dictSort) => ({
        dictId: `${merchantId}:${dictCode}:${dictValue}`,
        merchantId,
        dictCode,
        dictLabel,
        dictValue,
        dictSort,
        labels,
      })),
    ),
  );
  await tx
    .insert(properties)
    .values(SEED_PROPERTIES.map((p) => ({ ...p, propId: `${merchantId}:${p.attrCode}`, merchantId })));
};
