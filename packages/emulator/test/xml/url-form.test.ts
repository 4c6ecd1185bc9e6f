import { describe, expect, it } from 'vitest';
import { nameValueFields } from '../../src/xml/url-form.js';

const fields = (query: string): Record<string, unknown> =>
  nameValueFields(new URLSearchParams(query), (name) => name === 'OPERATION-NAME');

describe('nameValueFields', () => {
  it('nests dotted names, indexes lists and keeps repeated names as lists', () => {
    expect(
      fields(
        'OPERATION-NAME=x&keywords=a b&paginationInput.entriesPerPage=2&itemFilter(0).name=MaxPrice&itemFilter(0).value(0)=5&itemFilter(2).name=Condition&itemFilter(2).value=Used&ItemID=1&ItemID=2',
      ),
    ).toEqual({
      keywords: 'a b',
      paginationInput: { entriesPerPage: '2' },
      itemFilter: [
        { name: 'MaxPrice', value: ['5'] },
        { name: 'Condition', value: 'Used' },
      ],
      ItemID: ['1', '2'],
    });
  });

  it('leaves out names that are no field path, indexes over 99 and fields past 200', () => {
    expect(fields('__proto__.x=1&constructor=2&a(100)=3&b..c=4&d(1)(2)=5')).toEqual({ constructor: '2' });
    expect(Object.getPrototypeOf(fields('__proto__.polluted=1'))).toBe(Object.prototype);
    const many = Array.from({ length: 300 }, (_, i) => `f${i}=v`).join('&');
    expect(Object.keys(fields(many))).toHaveLength(200);
  });
});
