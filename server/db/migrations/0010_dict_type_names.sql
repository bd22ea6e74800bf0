ALTER TABLE "dict_types" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The seeded dictionary types get their names in the other UI languages (a type an administrator renamed keeps its own).
UPDATE "dict_types" SET "names" = '{"en_US":"System switch","ar_EG":"مفتاح النظام","de_DE":"Systemschalter","es_ES":"Interruptor del sistema","ko_KR":"시스템 스위치","pt_PT":"Interruptor do sistema","ru_RU":"Системный переключатель","sv_SE":"Systemomkopplare"}'::jsonb WHERE "dict_code" = 'sys_normal_disable' AND "dict_name" = '系统开关' AND "names" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "dict_types" SET "names" = '{"en_US":"User gender","ar_EG":"جنس المستخدم","de_DE":"Geschlecht","es_ES":"Sexo del usuario","ko_KR":"사용자 성별","pt_PT":"Sexo do utilizador","ru_RU":"Пол пользователя","sv_SE":"Användarens kön"}'::jsonb WHERE "dict_code" = 'sys_user_sex' AND "dict_name" = '用户性别' AND "names" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "dict_types" SET "names" = '{"en_US":"App category","ar_EG":"فئة التطبيق","de_DE":"App-Kategorie","es_ES":"Categoría de aplicación","ko_KR":"앱 분류","pt_PT":"Categoria da aplicação","ru_RU":"Категория приложения","sv_SE":"Appkategori"}'::jsonb WHERE "dict_code" = 'my_authority_app_category' AND "dict_name" = '应用分类' AND "names" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "dict_types" SET "names" = '{"en_US":"Event group","ar_EG":"مجموعة الأحداث","de_DE":"Ereignisgruppe","es_ES":"Grupo de eventos","ko_KR":"이벤트 그룹","pt_PT":"Grupo de eventos","ru_RU":"Группа событий","sv_SE":"Händelsegrupp"}'::jsonb WHERE "dict_code" = 'ec_event_group' AND "dict_name" = '事件分组' AND "names" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "dict_types" SET "names" = '{"en_US":"Urgency","ar_EG":"درجة الاستعجال","de_DE":"Dringlichkeit","es_ES":"Urgencia","ko_KR":"긴급도","pt_PT":"Urgência","ru_RU":"Срочность","sv_SE":"Brådska"}'::jsonb WHERE "dict_code" = 'Jflow_Degree' AND "dict_name" = '紧急程度' AND "names" = '{}'::jsonb;
