// `baykit ops` shows what each operation does (@baykit/spec/effects): a column of effects in the list, and in full
// each effect with its meaning, why, and whether `call`/`xml` ask before sending it to eBay production.
import { EFFECT_MEANINGS, OPERATION_EFFECT_NOTES } from '@baykit/spec/effects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, type CliHome } from './helpers/cli-harness.js';

let cli: CliHome;
beforeAll(async () => {
  cli = await cliHome('baykit-cli-ops-');
});
afterAll(() => cli.close());

describe('baykit ops', () => {
  it('lists each operation with its effects as one field, in a column that lines up', async () => {
    const ran = await cli.baykit(['ops', 'campaign']);
    expect(ran.status).toBe(0);
    expect(ran.stdout).toMatch(
      /^sell\.marketing\.createCampaign +POST +spend +\/sell\/marketing\/v1\/ad_campaign +\(/m,
    );
    expect(ran.stdout).toMatch(/^sell\.marketing\.getCampaigns +GET +read +\/sell\/marketing\/v1\/ad_campaign +\(/m);
    expect(ran.stdout).toMatch(/^sell\.marketing\.deleteCampaign +DELETE +irreversible +\//m);
    // Every path starts at the same column, whatever the effects: the fourth field for awk, the column for eyes.
    const lines = ran.stdout.trimEnd().split('\n');
    const columns = new Set(lines.map((line) => line.indexOf(' /') + 1));
    expect(columns.size).toBe(1);
    for (const line of lines) expect(line.split(/ +/)[3]).toMatch(/^\//);
    const prices = await cli.baykit(['ops', 'bulk', 'price', 'quantity']);
    expect(prices.stdout).toMatch(/^sell\.inventory\.bulkUpdatePriceQuantity +POST +price +\//m);
  });

  it('shows an operation’s effects in full: each with its meaning, why, and that call asks before production', async () => {
    const ran = await cli.baykit(['ops', 'sell.marketing.createCampaign', '--depth', '1']);
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain(
      [
        '  effects: spend',
        `    spend: ${EFFECT_MEANINGS.spend}`,
        `    why: ${OPERATION_EFFECT_NOTES['sell.marketing.createCampaign']}`,
        '    baykit call asks before sending it to eBay production (--yes sends it without asking)',
        '  body: ',
      ].join('\n'),
    );
  });

  it('shows a read-only operation as read, without a question', async () => {
    const ran = await cli.baykit(['ops', 'sell.inventory.getInventoryItem']);
    expect(ran.stdout).toContain(`  effects: read\n    read: ${EFFECT_MEANINGS.read}\n  parameters`);
    expect(ran.stdout).not.toContain('asks before');
  });

  it('shows the effects of an XML call, and that baykit xml asks before production', async () => {
    const ran = await cli.baykit(['ops', 'trading', 'ReviseInventoryStatus', '--depth', '1']);
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain(
      [
        '  effects: spend, price',
        `    spend: ${EFFECT_MEANINGS.spend}`,
        `    price: ${EFFECT_MEANINGS.price}`,
        `    why: ${OPERATION_EFFECT_NOTES['trading.ReviseInventoryStatus']}`,
        '    baykit xml asks before sending it to eBay production (--yes sends it without asking)',
      ].join('\n'),
    );
    const read = await cli.baykit(['ops', 'trading', 'GetItem', '--depth', '1']);
    expect(read.stdout).toMatch(/^ {2}effects: read$/m);
  });
});
