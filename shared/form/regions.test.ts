import { describe, expect, it } from 'vitest';
import {
  indexRegions,
  regionLevel,
  regionOptions,
  skipsCityLevel,
  unknownRegionCode,
  withRegionNames,
  type RegionEntry,
} from './regions';

const DATA: RegionEntry[] = [
  [
    '110000',
    '北京市',
    [
      ['110101', '东城区'],
      ['110105', '朝阳区'],
    ],
  ],
  [
    '330000',
    '浙江省',
    [
      ['330100', '杭州市', [['330106', '西湖区']]],
      ['330200', '宁波市', [['330203', '海曙区']]],
    ],
  ],
  ['710000', '台湾省'],
];
const index = indexRegions(DATA);

describe('region rules', () => {
  it('tells the level of a code', () => {
    expect(['330000', '330100', '330106', '810001'].map(regionLevel)).toEqual([
      'province',
      'city',
      'district',
      'district',
    ]);
  });

  it('lists provinces, then the children of a region, and nothing under a leaf or an unknown code', () => {
    expect(regionOptions(index, null).map((o) => o.label)).toEqual(['北京市', '浙江省', '台湾省']);
    expect(regionOptions(index, '330000')).toEqual([
      { value: '330100', label: '杭州市' },
      { value: '330200', label: '宁波市' },
    ]);
    expect(regionOptions(index, '330106')).toEqual([]);
    expect(regionOptions(index, '999999')).toEqual([]);
  });

  it('knows a municipality has its districts straight under it', () => {
    expect(skipsCityLevel(index, '110000')).toBe(true);
    expect(skipsCityLevel(index, '330000')).toBe(false);
    expect(skipsCityLevel(index, undefined)).toBe(false);
  });

  it.each([
    [{}, null],
    [{ province: '330000' }, null],
    [{ province: '330000', city: '330100', district: '330106' }, null],
    [{ province: '110000', district: '110105' }, null],
    [{ province: '710000' }, null],
    [{ province: '', city: '', district: '', detail: 'x' }, null],
    [{ province: '999999' }, '999999'],
    [{ province: '330100' }, '330100'],
    [{ province: '330000', city: '110101' }, '110101'],
    [{ province: '330000', city: '330100', district: '330203' }, '330203'],
    [{ province: '330000', district: '330106' }, '330106'],
    [{ city: '330100' }, '330100'],
    [{ province: '33000' }, '33000'],
    [{ province: 330000 }, '330000'],
  ])('address %j: unknown code %s', (value, expected) => {
    expect(unknownRegionCode(index, value as never)).toBe(expected);
  });

  it("names the codes with the dataset's names and keeps the names of codes it does not know", () => {
    expect(
      withRegionNames(index, {
        province: '330000',
        city: '330100',
        district: '330199',
        provinceName: 'old',
        districtName: '旧区',
      }),
    ).toEqual({
      province: '330000',
      city: '330100',
      district: '330199',
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '旧区',
    });
  });
});
