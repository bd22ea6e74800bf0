/** Test helper: the k-form-design fixture forms kept in tests/fixtures/forms. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURE_FORMS_DIR = join(process.cwd(), 'tests/fixtures/forms');

export interface FixtureForm {
  name: string;
  json: Record<string, unknown>;
}

export function loadFixtureForms(): FixtureForm[] {
  return readdirSync(FIXTURE_FORMS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name,
      json: JSON.parse(readFileSync(join(FIXTURE_FORMS_DIR, name), 'utf8')) as Record<string, unknown>,
    }));
}
