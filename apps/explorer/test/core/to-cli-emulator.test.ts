import { describe, expect, it } from 'vitest';
import type { CallInput, XmlCallDetail } from '../../shared/api.js';
import { toCli } from '../../src/core/to-cli.js';
import { detailOf } from './fixtures.js';

const getItem = detailOf('buy.browse', 'getItem');
const xmlDetail = {
  service: 'trading',
  callName: 'GetItem',
  status: 'live',
  sample: {},
  needsUserToken: false,
} as XmlCallDetail;
const input = (env: CallInput['env']): CallInput => ({
  kind: 'rest',
  env,
  api: 'buy.browse',
  operationId: 'getItem',
  path: { item_id: 'v1|1|0' },
  query: {},
  headers: {},
});
const command = (made: ReturnType<typeof toCli>): string => ('command' in made ? made.command : made.refused);

describe("toCli and the explorer's own emulator", () => {
  it('sets BAYKIT_EMULATOR_PORT before a local call, so it reaches the emulator the explorer answers from', () => {
    expect(command(toCli(input('local'), getItem, { localEnv: { BAYKIT_EMULATOR_PORT: '41234' } }))).toBe(
      "BAYKIT_EMULATOR_PORT=41234 baykit call buy.browse.getItem --env emulator -- 'v1|1|0'\n",
    );
  });

  it('sets nothing for the shared emulator on 4010, nor for sandbox or production', () => {
    expect(command(toCli(input('local'), getItem, { localEnv: {} }))).toBe(
      "baykit call buy.browse.getItem --env emulator -- 'v1|1|0'\n",
    );
    expect(command(toCli(input('sandbox'), getItem, { localEnv: { BAYKIT_EMULATOR_PORT: '41234' } }))).toBe(
      "baykit call buy.browse.getItem --env sandbox -- 'v1|1|0'\n",
    );
  });

  it('quotes a value and drops a name sh would not take as an assignment', () => {
    expect(command(toCli(input('local'), getItem, { localEnv: { 'NOT-A-NAME': '1', A_B: 'x y' } }))).toBe(
      "A_B='x y' baykit call buy.browse.getItem --env emulator -- 'v1|1|0'\n",
    );
  });

  it('puts the variables on the command line after the fields file, not on the here-document', () => {
    const xml: CallInput = {
      kind: 'xml',
      env: 'local',
      service: 'trading',
      callName: 'GetItem',
      fields: { List: [1] },
    };
    const made = command(toCli(xml, xmlDetail, { localEnv: { BAYKIT_EMULATOR_PORT: '5' } }));
    expect(made).toMatch(
      /^cat > fields\.json <<'EOF'\n[\s\S]*\nEOF\nBAYKIT_EMULATOR_PORT=5 baykit xml trading GetItem --fields @fields\.json --env emulator\n$/,
    );
  });
});
