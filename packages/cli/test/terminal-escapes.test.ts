// Text from the network reaches the terminal with its control characters made visible: an answer cannot set the
// window title, clear the screen or write the clipboard. JSON stays the same JSON value (escapes, not edits).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printable, terminalSafeJson } from '../src/printable.js';
import { cliHome, type CliHome, type Ran } from './helpers/cli-harness.js';

// What a hostile answer would hold: OSC 0 (window title), OSC 52 (clipboard), CSI 2J through the C1 CSI, a
// carriage return, and a right-to-left override.
const TITLE = '\x1b]0;pwned\x07';
const CLIPBOARD = '\x1b]52;c;ZWNobyBwd25lZA==\x07';
const C1_CLEAR = '\u009b2J';
const HOSTILE = `${TITLE}${CLIPBOARD}${C1_CLEAR}\rfake\u202ereversed`;
/** Any raw control character a terminal acts on (C0 but tab and newline, DEL, C1, bidi controls). */
// eslint-disable-next-line no-control-regex -- control characters are what this finds.
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

let cli: CliHome;
let home: string;

/** `baykit …` in process; `isTty` says whether standard output is a terminal. */
const baykit = (args: string[], isTty = false): Promise<Ran> => cli.baykit(args, { isTty });

beforeAll(async () => {
  cli = await cliHome('baykit-cli-escapes-', { stateInHome: true });
  home = cli.dir;
});
afterAll(() => cli.close());

describe('printable', () => {
  it('shows C0 (but tab and newline), DEL, C1 and bidi controls as escapes', () => {
    expect(printable(`a\tb\nc${TITLE}\x7f\u009b\u202e\u2066é€`)).toBe(
      'a\tb\nc\\x1b]0;pwned\\x07\\x7f\\x9b\\u202e\\u2066é€',
    );
    // The bidirectional marks too (Arabic letter mark, left-to-right and right-to-left marks).
    expect(printable('a\u061cb\u200ec\u200fd')).toBe('a\\u061cb\\u200ec\\u200fd');
  });

  it('keeps JSON the same value', () => {
    const value = { title: HOSTILE, plain: 'ünïcödé' };
    const safe = terminalSafeJson(JSON.stringify(value));
    expect(safe).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(safe)).toEqual(value);
  });
});

describe('network text on the terminal', () => {
  it("shows an eBay error's message with its escapes visible", async () => {
    // The emulator quotes the filter value it refuses in its error message, as eBay does.
    const ran = await baykit([
      'call',
      'sell.fulfillment.getOrders',
      '--query',
      `filter=orderfulfillmentstatus:{${HOSTILE}}`,
    ]);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toMatch(/^EbayApiError \(HTTP 400\): Invalid filter value/m);
    expect(ran.stderr).not.toMatch(RAW_CONTROL);
    expect(ran.stderr).toContain('\\x1b]0;pwned\\x07\\x1b]52;c;ZWNobyBwd25lZA==\\x07\\x9b2J\\x0dfake\\u202ereversed');
  });

  it('prints JSON bodies inert, on a terminal and in a pipe, and --verbose bodies visible', async () => {
    const created = await baykit([
      'call',
      'sell.inventory.createOrReplaceInventoryItem',
      'ESC-1',
      '--body',
      JSON.stringify({ product: { title: HOSTILE }, condition: 'NEW' }),
    ]);
    expect(created.status, created.stderr).toBe(0);
    for (const isTty of [true, false]) {
      const read = await baykit(['call', 'sell.inventory.getInventoryItem', 'ESC-1'], isTty);
      expect(read.stdout).not.toMatch(RAW_CONTROL);
      expect((JSON.parse(read.stdout) as { product: { title: string } }).product.title).toBe(HOSTILE);
    }
    const paged = await baykit(['call', 'sell.inventory.getInventoryItems', '--paginate']);
    expect(paged.stdout).not.toMatch(RAW_CONTROL);
    expect(paged.stdout).toContain('\\u009b2J');
    const verbose = await baykit([
      'call',
      'sell.inventory.getInventoryItem',
      'ESC-1',
      '--verbose',
      '--output',
      'item.json',
    ]);
    expect(verbose.stderr).not.toMatch(RAW_CONTROL);
    expect(verbose.stderr).toContain('\\x9b2J');
    // A file gets the data as it is.
    expect(
      (JSON.parse(readFileSync(join(home, 'item.json'), 'utf8')) as { product: { title: string } }).product.title,
    ).toBe(HOSTILE);
  });
});
