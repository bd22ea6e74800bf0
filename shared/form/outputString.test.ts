import { describe, expect, it } from 'vitest';
import { decodeValue, decodeValues, encodeValue, encodeValues } from './outputString';

describe('output-as-string', () => {
  it.each<[unknown, string]>([
    ['plain', 'plain'],
    [12.5, '$number:12.5'],
    [true, '$boolean:true'],
    [false, '$boolean:false'],
    [['a', 1], '$json:["a",1]'],
    [{ a: { b: 1 } }, '$json:{"a":{"b":1}}'],
    [null, '$json:null'],
    ['$number:5', '$string:$number:5'],
  ])('encodes %j as %s and decodes it back', (value, text) => {
    expect(encodeValue(value)).toBe(text);
    expect(decodeValue(text)).toEqual(value);
  });

  it.each<[string, unknown]>([
    ['k-form-design#number#42', 42],
    ['k-form-design#boolean#false', false],
    ['k-form-design#boolean#true', true],
    ['k-form-design#object#{"a":"x#y"}', { a: 'x#y' }],
    ['k-form-design#object#[{"name":"f.png"}]', [{ name: 'f.png' }]],
    ['k-form-design#object#null', null],
    ['not prefixed', 'not prefixed'],
  ])('decodes k-form-design %s', (text, value) => expect(decodeValue(text)).toEqual(value));

  it('encodes and decodes whole objects, dropping undefined', () => {
    const data = { a: 'x', b: 3, c: [1], d: undefined };
    const encoded = encodeValues(data);
    expect(encoded).toEqual({ a: 'x', b: '$number:3', c: '$json:[1]' });
    expect(Object.values(encoded).every((v) => typeof v === 'string')).toBe(true);
    expect(decodeValues(encoded)).toEqual({ a: 'x', b: 3, c: [1] });
  });

  it('leaves a broken JSON payload as the original text', () => {
    expect(decodeValue('$json:{oops')).toBe('$json:{oops');
  });
});
