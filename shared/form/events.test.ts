import { describe, expect, it } from 'vitest';
import { applyEventResponse, buildEventCall, eventPayload, eventsTriggeredBy } from './events';
import { readJsonPath } from './jsonPath';
import { aControl, aDocument } from './testDocs';
import type { FormEvent } from './types';

const event = (extra: Partial<FormEvent> = {}): FormEvent => ({
  uuid: 'e1',
  name: 'load',
  triggerParam: 'init',
  requestMethod: 'POST',
  requestUrl: 'https://api.example.com/x',
  requestHeaders: {
    headers: [{ name: 'X-App', value: 'form' }],
    bodys: [
      { name: 'lit', type: 'custom', value: 'v' },
      { name: 'who', type: 'formField', value: 'name' },
    ],
  },
  responseFields: [],
  ...extra,
});

describe('readJsonPath', () => {
  const source = { a: { b: [{ c: 1 }, { c: 2 }] }, 'x y': 3 };
  it.each<[string, unknown]>([
    ['$', source],
    ['$.a.b[1].c', 2],
    ['a.b.0.c', 1],
    ["$['x y']", 3],
    ['$.a.b[*].c', [1, 2]],
    ['$.a.missing.c', undefined],
    ['$.a..b', undefined],
  ])('%s', (path, expected) => expect(readJsonPath(source, path)).toEqual(expected));
});

describe('events', () => {
  it('selects events by trigger', () => {
    const events = [event(), event({ uuid: 'e2', triggerParam: 'name' })];
    expect(eventsTriggeredBy(events, 'init').map((e) => e.uuid)).toEqual(['e1']);
    expect(eventsTriggeredBy(events, 'name').map((e) => e.uuid)).toEqual(['e2']);
    expect(eventsTriggeredBy(events, 'other')).toEqual([]);
  });

  it('builds the /jflow/call payload with literal and form-field bodies', () => {
    expect(buildEventCall(event(), { name: 'Ann' })).toEqual({
      path: 'https://api.example.com/x',
      method: 'POST',
      headers: { 'X-App': 'form' },
      body: { lit: 'v', who: 'Ann' },
    });
    expect(buildEventCall(event(), { name: 'Ann' }, { name: 'Row' }).body.who).toBe('Row');
  });

  it('reads data.data of the response body', () => {
    expect(eventPayload({ code: '10000', data: { code: 0, data: { list: [1] } } })).toEqual({ list: [1] });
    expect(eventPayload({ code: '10000', data: [1] })).toEqual([1]);
    expect(eventPayload(null)).toBeUndefined();
  });

  const doc = aDocument([
    aControl('select', 'city'),
    aControl('input', 'title'),
    aControl('batch', 'rows', { list: [aControl('input', 'price')] }),
  ]);
  it('option mappings build label/value lists, value mappings set fields', () => {
    const payload = {
      cities: [
        { n: 'Paris', id: 'p' },
        { n: 'Rome', id: 'r' },
      ],
      head: { title: 'Hello' },
    };
    const result = applyEventResponse(
      doc,
      event({
        responseFields: [
          { field: 'city', value: '$.cities', isOptions: true, optionLabel: 'n', optionValue: 'id' },
          { field: 'title', value: '$.head.title', isOptions: false },
        ],
      }),
      payload,
      { title: '' },
    );
    expect(result.options.city).toEqual([
      { label: 'Paris', value: 'p' },
      { label: 'Rome', value: 'r' },
    ]);
    expect(result.values.title).toBe('Hello');
  });

  it('a value mapping into a batch sets each row by index, or only the triggering row', () => {
    const rows = [
      { key: 'a', price: 0 },
      { key: 'b', price: 0 },
    ];
    const byIndex = applyEventResponse(
      doc,
      event({ responseFields: [{ field: 'price', value: '$.prices', isOptions: false }] }),
      { prices: [5, 7] },
      { rows },
    );
    expect(byIndex.values.rows).toEqual([
      { key: 'a', price: 5 },
      { key: 'b', price: 7 },
    ]);
    const oneRow = applyEventResponse(
      doc,
      event({ responseFields: [{ field: 'price', value: '$.p', isOptions: false }] }),
      { p: 9 },
      { rows },
      1,
    );
    expect(oneRow.values.rows).toEqual([
      { key: 'a', price: 0 },
      { key: 'b', price: 9 },
    ]);
  });

  it('an option mapping that does not lead to a list is reported as failed', () => {
    const result = applyEventResponse(
      doc,
      event({ responseFields: [{ field: 'city', value: '$.nothing', isOptions: true }] }),
      {},
      {},
    );
    expect(result.failed).toEqual(['city']);
    expect(result.options).toEqual({});
  });
});
