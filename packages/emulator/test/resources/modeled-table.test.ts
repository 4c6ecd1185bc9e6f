import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { README, withTable } from '../../scripts/modeled-table.js';
import { FLOWS } from '../../src/flows/index.js';
import { FAMILY_PROBES } from '../../src/flows/probes.js';
import { modeling } from '../../src/resources/index.js';

it("keeps the README's table of what is modeled true (npm run readme:modeled -w @baykit/emulator rewrites it)", () => {
  const readme = readFileSync(README, 'utf8');
  expect(readme).toBe(withTable(readme));
});

it('counts every routed operation once, and the account policies, campaigns and feed tasks as stateful', () => {
  const how = modeling(FLOWS, FAMILY_PROBES);
  for (const id of [
    'sell.account.createReturnPolicy',
    'sell.account.getReturnPolicies',
    'sell.marketing.getCampaigns',
    'sell.marketing.pauseCampaign',
    'sell.feed.getTask',
  ])
    expect(how.get(id), id).toBe('stateful');
  expect(how.get('postOrder.return.sendReturnMessage')).toBe('validated');
  expect(how.get('sell.analytics.getTrafficReport')).toBe('sample');
});
