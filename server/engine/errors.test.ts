import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { engineErrorCodes, fail } from './errors';

const engineMessages = (locale: string) => {
  const file = new URL(`../../shared/i18n/locales/${locale}/approval.json`, import.meta.url);
  const approval = JSON.parse(readFileSync(file, 'utf8')) as { engine?: { error?: Record<string, string> } };
  return approval.engine?.error ?? {};
};

describe('engine refusals', () => {
  it.each(LOCALES)('every code the engine can return has a message in %s', (locale) => {
    const messages = engineMessages(locale);
    expect(engineErrorCodes.filter((code) => !messages[code]?.trim())).toEqual([]);
  });

  it('a refusal names its message key', () => {
    expect(fail('urgeTooSoon')).toEqual({ error: 'urgeTooSoon', messageKey: 'engine.error.urgeTooSoon' });
  });
});
