/**
 * An application's name as its reader sees it. An applicant may name the application; otherwise it is stored empty
 * and reads "<applicant>'s <flow>" in the reader's language (`approval:defaultItemName`), resolved when it is shown,
 * not frozen in the applicant's language when it was started.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import { wfInstances } from '../../db/schema';
import { templateText, translatorFor } from '../../i18n';

const NAME_MARK = '\u0001';
const PROCESS_MARK = '\u0002';

export interface NamedApplication {
  itemName: string;
  createByName: string;
  processName: string;
}

/**
 * The default name as SQL over an instance row's columns, in the reader's language, for searching what the reader
 * sees: '' when the applicant named the application.
 */
export const defaultItemNameSql = (locale: string): SQL => {
  const t = translatorFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
  const shape = t('approval:defaultItemName', { name: NAME_MARK, process: PROCESS_MARK });
  const [before = '', rest = ''] = shape.split(NAME_MARK);
  const [between = '', after = ''] = rest.split(PROCESS_MARK);
  return sql`case when ${wfInstances.itemName} = ''
    then ${before} || ${wfInstances.createByName} || ${between} || ${wfInstances.processName} || ${after}
    else '' end`;
};

/**
 * For a reader of `locale`. Every approval step names the application in each letter it writes, and every list row
 * names its application: the text is filled in directly (`templateText`), a small part of a full i18next lookup.
 */
export const itemNameFor = (row: NamedApplication, locale: string): string =>
  row.itemName ||
  templateText(isLocale(locale) ? locale : DEFAULT_LOCALE, 'approval:defaultItemName', {
    name: row.createByName,
    process: row.processName,
  });
