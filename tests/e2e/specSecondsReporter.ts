/**
 * Writes how long each spec file's tests took, in seconds, to the file the Playwright config splits the specs by
 * (`E2E_RECORD_SECONDS=1 npm run test:e2e`). Specs that did not run keep their old figure.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SpecSecondsReporter implements Reporter {
  private readonly seconds = new Map<string, number>();

  constructor(private readonly options: { file: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    const spec = path.basename(test.location.file);
    this.seconds.set(spec, (this.seconds.get(spec) ?? 0) + result.duration / 1000);
  }

  onEnd() {
    const old = existsSync(this.options.file)
      ? (JSON.parse(readFileSync(this.options.file, 'utf8')) as Record<string, number>)
      : {};
    for (const [spec, seconds] of this.seconds) old[spec] = Math.round(seconds * 10) / 10;
    const sorted = Object.fromEntries(Object.entries(old).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(this.options.file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}
