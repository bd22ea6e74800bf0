import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { translatorFor } from '../../i18n';
import { itemNameFor } from './itemName';

const row = { itemName: '', createByName: '张三', processName: 'Leave $1 {{x}}' };

describe('itemNameFor', () => {
  it.each(LOCALES)('reads "<applicant> <flow>" in %s as i18next words it', (locale) => {
    expect(itemNameFor(row, locale)).toBe(
      translatorFor(locale)('approval:defaultItemName', { name: row.createByName, process: row.processName }),
    );
    expect(itemNameFor(row, locale)).toContain('张三');
  });

  it("keeps the applicant's own name for the application", () => {
    expect(itemNameFor({ ...row, itemName: 'My trip' }, 'ar_EG')).toBe('My trip');
  });

  it('an unknown locale reads in the default one; a missing name still answers as i18next does', () => {
    expect(itemNameFor(row, 'xx_XX')).toBe(itemNameFor(row, 'zh_CN'));
    const unnamed = { itemName: '', createByName: undefined as unknown as string, processName: 'Leave' };
    expect(itemNameFor(unnamed, 'en_US')).toBe(
      translatorFor('en_US')('approval:defaultItemName', { name: undefined, process: 'Leave' }),
    );
  });
});
