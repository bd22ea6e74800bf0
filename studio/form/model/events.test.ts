import { describe, expect, it } from 'vitest';
import type { EventResponseField, FormEvent } from '@shared/form';
import { addResponseField, canRemoveRow, completeEvent, debugResponse, readPath, removeRow } from './events';
import { generateId } from './ids';
import { keyTranslate } from './messages';

const event = (over: Partial<FormEvent> = {}): FormEvent => ({
  uuid: '',
  name: '',
  triggerParam: 'init',
  requestMethod: 'GET',
  requestUrl: '/x',
  requestHeaders: { headers: [{ name: '', value: '' }], bodys: [] },
  responseFields: [],
  ...over,
});
const mapping = (fieldKey: string, value = '$.name'): EventResponseField => ({
  field: fieldKey,
  value,
  isOptions: false,
});

describe('completeEvent', () => {
  it('gives a blank name the default name and a missing uuid a new one', () => {
    const done = completeEvent(event({ name: '  ' }), { translate: keyTranslate, newId: () => 'id-1' });
    expect(done).toMatchObject({ name: 'event.defaultName', uuid: 'id-1' });
  });

  it('keeps a given name and uuid', () => {
    expect(
      completeEvent(event({ name: 'Load', uuid: 'u' }), { translate: keyTranslate, newId: () => 'x' }),
    ).toMatchObject({
      name: 'Load',
      uuid: 'u',
    });
  });

  it('generated ids are 9 digits plus the timestamp', () => {
    expect(
      generateId(
        () => 1700000000000,
        () => 0.42,
      ),
    ).toBe('4444444441700000000000');
    expect(generateId()).toMatch(/^\d{9}\d{13}$/);
  });
});

describe('response fields', () => {
  it('adds a field once; the second time says it has been added', () => {
    const first = addResponseField([], mapping('a'));
    expect(first.ok && first.fields).toHaveLength(1);
    expect(addResponseField([mapping('a')], mapping('a', '$.other'))).toEqual({
      ok: false,
      message: { key: 'event.fieldAdded' },
    });
    expect(addResponseField([mapping('a')], mapping('b')).ok).toBe(true);
  });
});

describe('header and body rows', () => {
  it('deletes only while more than one remains', () => {
    expect(removeRow(['a', 'b'], 0)).toEqual({ ok: true, rows: ['b'] });
    expect(removeRow(['a'], 0)).toEqual({ ok: false, message: { key: 'event.lastRow' } });
    expect(canRemoveRow(['a'])).toBe(false);
    expect(canRemoveRow(['a', 'b'])).toBe(true);
  });
});

describe('debug', () => {
  it('needs test data', () => {
    expect(debugResponse('  ', [mapping('a')])).toEqual({
      ok: false,
      message: { key: 'event.debugDataRequired' },
    });
  });

  it('says parse error for unparsable data', () => {
    expect(debugResponse('{oops', [mapping('a')])).toEqual({
      ok: false,
      message: { key: 'event.parseError' },
    });
  });

  it('applies each path, with a parse error for a field whose path does not resolve', () => {
    const result = debugResponse('{"items":[{"name":"Ann"}]}', [
      mapping('a', '$.items[0].name'),
      mapping('b', 'items.3.name'),
    ]);
    expect(result).toEqual({
      ok: true,
      results: [
        { field: 'a', value: 'Ann' },
        { field: 'b', error: { key: 'event.parseError' } },
      ],
    });
  });

  it('reads paths in the three spellings', () => {
    const data = { a: { b: [1, { c: 'x' }] } };
    expect(readPath(data, '$.a.b[1].c')).toEqual({ found: true, value: 'x' });
    expect(readPath(data, 'a.b.1.c')).toEqual({ found: true, value: 'x' });
    expect(readPath(data, '$')).toEqual({ found: true, value: data });
    expect(readPath(data, 'a.z')).toEqual({ found: false });
  });
});
