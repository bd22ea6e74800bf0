import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { SEED_APPS } from './apps';
import type { SeedMenu, SeedTitle } from './apps';
import { seedTitleTexts, untranslatedSeedTitles } from './seedTitleTranslations';

const titlesOf = (menus: SeedMenu[]): SeedTitle[] =>
  menus.flatMap((menu) => [menu.title, ...titlesOf(menu.children ?? [])]);
const allTitles = SEED_APPS.flatMap((app) => [app.appName, ...titlesOf(app.menus)]);

describe('seeded menu titles and app names', () => {
  it('are translated into every UI language', () => {
    expect(untranslatedSeedTitles(allTitles)).toEqual([]);
    for (const title of allTitles)
      expect(Object.keys(seedTitleTexts(title)).sort()).toEqual([...LOCALES].sort());
  });

  it('read in Arabic for a page and for its buttons', () => {
    expect(seedTitleTexts(['用户管理', 'Users']).ar_EG).toBe('المستخدمون');
    expect(seedTitleTexts(['用户管理:删除', 'Users: remove']).ar_EG).toBe('المستخدمون: حذف');
    expect(seedTitleTexts(['系统管理', 'System management']).de_DE).toBe('Systemverwaltung');
  });
});
