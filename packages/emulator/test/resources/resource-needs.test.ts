// @baykit/spec/samples' table of what an operation needs to exist first is written from this emulator's flows
// (scripts/resource-needs.ts); the explorer reads the table, so it must say what the emulator does.
import { readFileSync } from 'node:fs';
import { resourceNeed as specNeed } from '@baykit/spec/samples';
import { expect, it } from 'vitest';
import { needsTable, TABLE } from '../../scripts/resource-needs.js';
import { resourceNeed } from '../../src/index.js';

it("keeps @baykit/spec's resource-need table true (npm run spec:needs -w @baykit/emulator rewrites it)", () => {
  expect(readFileSync(TABLE, 'utf8')).toBe(needsTable());
});

it('answers from the table what the emulator answers, and nothing for an operation that names nothing', () => {
  expect(specNeed('sell.marketing', 'getCampaign')).toEqual(resourceNeed('sell.marketing', 'getCampaign'));
  expect(specNeed('sell.marketing', 'getCampaign')).toMatchObject({ field: 'campaignId', createdBy: 'createCampaign' });
  expect(specNeed('buy.browse', 'search')).toBeUndefined();
  expect(specNeed('__proto__', 'constructor')).toBeUndefined();
});
