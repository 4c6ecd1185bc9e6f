// A `baykit` command copied from the explorer calls the emulator the explorer answers from: its embedded one holds
// the command line's owner secret, and the command names its port (BAYKIT_EMULATOR_PORT), so what the explorer
// made, the pasted command reads.
import { sharedEmulatorSecret } from '@baykit/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, type CliHome } from '../../../../packages/cli/test/helpers/cli-harness.js';
import type { CallInput, CallOutcome, OperationDetail, SignInStart } from '../../shared/api.js';
import { toCli } from '../../src/core/to-cli.js';
import { pasteIntoSh } from './paste-into-sh.js';
import { startHarness, submitSignInPage, type Harness } from './explorer-harness.js';

const ITEM = {
  product: { title: 'Made in the explorer, read by its copied command', aspects: { Brand: ['baykit'] } },
  condition: 'NEW',
  availability: { shipToLocationAvailability: { quantity: 1 } },
};

const inventoryCall = (operationId: string, sku: string, body?: unknown): CallInput => ({
  kind: 'rest',
  env: 'local',
  api: 'sell.inventory',
  operationId,
  path: { sku },
  query: {},
  headers: {},
  ...(body === undefined ? {} : { body }),
});

describe('a baykit command copied from the explorer', () => {
  let cli: CliHome;
  let h: Harness;
  beforeAll(async () => {
    // Nothing runs on the command line's port: the explorer embeds its emulator, with the command line's secret.
    cli = await cliHome('baykit-copied-');
    h = await startHarness({ ownerSecret: sharedEmulatorSecret(cli.env, { create: true }) });
  });
  afterAll(async () => {
    await h?.close();
    await cli?.close();
  });

  it('names the embedded emulator’s port, and run by the command line reads what the explorer created', async () => {
    const port = new URL(h.session.emulator.url).port;
    expect(h.session.emulator).toMatchObject({ shared: false, cli: { env: { BAYKIT_EMULATOR_PORT: port } } });
    const start = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
    await h.get(await submitSignInPage(start.url, 'approve'));
    const made = (await (
      await h.api('POST', '/api/call', inventoryCall('createOrReplaceInventoryItem', 'COPIED-1', ITEM))
    ).json()) as CallOutcome;
    expect(made.status).toBe(201);

    const detail = (await (
      await h.api('GET', '/api/operations/sell.inventory/getInventoryItem')
    ).json()) as OperationDetail;
    const reach = h.session.emulator.cli;
    const copied = toCli(
      inventoryCall('getInventoryItem', 'COPIED-1'),
      detail,
      reach && 'env' in reach ? { localEnv: reach.env } : {},
    );
    if (!('command' in copied)) throw new Error(copied.refused);
    expect(copied.command).toBe(
      `BAYKIT_EMULATOR_PORT=${port} baykit call sell.inventory.getInventoryItem --env emulator -- COPIED-1\n`,
    );
    const pasted = pasteIntoSh(copied.command);
    const ran = await cli.baykit(pasted.args, { env: { ...cli.env, BAYKIT_EMULATOR_PORT: pasted.port } });
    expect(ran.status, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ sku: 'COPIED-1', product: { title: ITEM.product.title } });
    // It called the explorer's emulator: the command line started none of its own.
    expect(ran.stderr).not.toContain('started the local emulator');
  });

  it('without the owner secret, says a copied command would not reach the emulator', async () => {
    const bare = await startHarness();
    try {
      expect(bare.session.emulator.cli).toMatchObject({ unreachable: expect.stringContaining('owner secret') });
    } finally {
      await bare.close();
    }
  });
});
