// A recorded answer is input: comparing costs the total length of its leaves' paths, so a hostile body (a long key
// above many fields, long keys nested deep) must not make that total grow as key length × field count.
import { describe, expect, it } from 'vitest';
import { MAX_KEY_CHARS, MAX_PATH_CHARS, parseBody, type Leaf } from '../../src/verify/flatten.js';

const pathChars = (leaves: readonly Leaf[]): number =>
  leaves.reduce((sum, leaf) => sum + leaf.path.length + leaf.shapePath.length, 0);

describe('parseBody on hostile bodies', () => {
  it('cuts a 10 KB key above 19 000 fields, so the paths stay short', () => {
    const fields = Object.fromEntries(Array.from({ length: 19_000 }, (_, i) => [`f${i}`, i]));
    const body = JSON.stringify({ ['k'.repeat(10_000)]: fields });
    const { leaves } = parseBody({ text: body }, 'application/json');
    expect(leaves[0]?.path).toBe(`${'k'.repeat(MAX_KEY_CHARS)}…`);
    expect(leaves.length).toBeGreaterThan(10_000);
    // Was 19 001 × 2 × 10 000 characters (380 million).
    expect(pathChars(leaves)).toBeLessThanOrEqual(MAX_PATH_CHARS);
  });

  it('stops reading at the path budget when long keys nest deep above many fields', () => {
    let data: unknown = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`f${i}`, i]));
    for (let level = 0; level < 60; level++) data = { [`${level}`.padEnd(MAX_KEY_CHARS, 'x')]: data };
    const { leaves } = parseBody({ text: JSON.stringify(data) }, 'application/json');
    expect(pathChars(leaves)).toBeLessThanOrEqual(MAX_PATH_CHARS);
    expect(leaves.length).toBeGreaterThan(60);
    expect(leaves.length).toBeLessThan(5_060);
  });

  it('reads an ordinary answer whole', () => {
    const { leaves } = parseBody({ text: '{"offers":[{"offerId":"1","sku":"A"}]}' }, 'application/json');
    expect(leaves.map((leaf) => leaf.path)).toEqual(['offers', 'offers[0]', 'offers[0].offerId', 'offers[0].sku']);
  });
});
