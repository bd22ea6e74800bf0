import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@shared/theme/contrast';

/** The runtime's text colours, read from its stylesheet as a host page gets it. */
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const variable = (name: string) => css.match(new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,6})`))?.[1] ?? '';

describe('runtime stylesheet contrast', () => {
  it.each(['--fr-link', '--fr-danger', '--fr-muted'])('%s text is readable on white (4.5:1)', (name) => {
    const colour = variable(name);
    expect(colour, `${name} is declared`).not.toBe('');
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
