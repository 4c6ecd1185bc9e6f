// "Copy as baykit command", pasted into a shell: sh and bash hand `baykit` exactly the arguments the call needs,
// whatever its values hold, and the command line's parser (node:util parseArgs, as @baykit/cli uses it) reads
// them back as the call's operation, path values, queries, headers, body, fields and environment. `baykit` is a
// shell function here that prints its arguments; PATH holds only `cat` (for the fields file), so a value that got
// out of its quotes cannot run much.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { effectsOf } from '@baykit/spec/effects';
import { restCatalog } from 'baykit';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvId, OperationDetail, RestCallInput, XmlCallDetail, XmlCallInput } from '../../shared/api.js';
import { toCli } from '../../src/core/to-cli.js';
import { scaled } from '../../../../scripts/test-time.mjs';

/** The command `toCli` wrote; a refusal fails the test. */
const cli = (...args: Parameters<typeof toCli>): string => {
  const written = toCli(...args);
  if ('refused' in written) throw new Error(written.refused);
  return written.command;
};
/** What a terminal or line editor acts on when pasted (the rule of src/core/paste-safe.ts, written out again). */
// eslint-disable-next-line no-control-regex -- control characters are what this finds.
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const unsafe = (value: string) => TERMINAL_CONTROL.test(value) || value.includes('\n');
/** Names the command line must never take as a `--field` path segment (they reach Object.prototype). */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype'];

const run = promisify(execFile);
const SHELLS = ['/bin/sh', '/bin/bash'].filter((shell) => existsSync(shell));
/** A `baykit` that prints each argument followed by a NUL (no argument can hold one). */
const FAKE_BAYKIT = `baykit() { printf '%s\\0' "$@"; }\n`;
/** The options of `baykit call` and `baykit xml` that the explorer writes (packages/cli/src/call.ts, xml.ts). */
const CLI_OPTIONS = {
  query: { type: 'string', multiple: true },
  header: { type: 'string', multiple: true },
  body: { type: 'string' },
  field: { type: 'string', multiple: true },
  fields: { type: 'string' },
  env: { type: 'string' },
} as const;
const CLI_ENV: Record<EnvId, string> = { local: 'emulator', sandbox: 'sandbox', production: 'production' };

const detailOf = (name: string): OperationDetail => {
  const [area = '', api = '', id = ''] = name.split('.');
  const spec = restCatalog[`${area}.${api}`]?.[id];
  if (!spec) throw new Error(name);
  return {
    api: `${area}.${api}`,
    operationId: id,
    method: spec.method,
    path: spec.path,
    tag: '',
    description: '',
    effects: [...(effectsOf(name) ?? [])],
    parameters: spec.pathParams.map((p) => ({ name: p, in: 'path' as const, required: true, type: 'string' })),
    grant: spec.grant,
    scopes: [...spec.scopes],
    sign: false,
    response: spec.response,
  };
};
const XML_DETAIL = { service: 'trading', callName: 'AddItem', status: 'live', sample: {} } as unknown as XmlCallDetail;

// Operations with none, one and two path values.
const OPERATIONS = [
  'buy.browse.search',
  'buy.browse.getItem',
  'sell.fulfillment.getOrder',
  'sell.fulfillment.getShippingFulfillment',
].map(detailOf);

/** Characters with a meaning to some shell, and any other character but NUL. */
const SHELL_CHARACTERS = [
  ...'|&;<>()$`\\"\' \t\n\r*?[]#~=%!{}^-,.:@+/',
  'é',
  '😀',
  '\u2028',
  '\x1b',
  '\x15',
  '\x7f',
  '\u009b',
  '\u202e',
];
const char = fc.oneof(
  fc.constantFrom(...SHELL_CHARACTERS),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => c !== '\0'),
);
const text = fc.oneof(
  fc.string({ unit: char, maxLength: 16 }),
  fc.constantFrom(
    'v1|110000000000|0',
    '12-34567-89012|eval',
    '-x',
    '--env=production',
    '',
    "'",
    '=x',
    '~root',
    'shoes\x1b[201~\x15touch pwned\r',
  ),
);
const nameWithout = (separator: string) =>
  text.filter((name) => name !== '' && !name.includes(separator) && name !== '__proto__');
const env = fc.constantFrom<EnvId>('local', 'sandbox', 'production');

const restInput = fc
  .record({
    detail: fc.constantFrom(...OPERATIONS),
    env,
    values: fc.array(text, { minLength: 2, maxLength: 2 }),
    query: fc.dictionary(nameWithout('='), text, { maxKeys: 3 }),
    headers: fc.dictionary(nameWithout(':'), text, { maxKeys: 2 }),
    body: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
  })
  .map(({ detail, env: id, values, query, headers, body }) => {
    const path = Object.fromEntries(detail.parameters.map((p, i) => [p.name, values[i] ?? '']));
    const input: RestCallInput = {
      kind: 'rest',
      env: id,
      api: detail.api,
      operationId: detail.operationId,
      path,
      query,
      headers,
      ...(body === undefined ? {} : { body }),
    };
    return { detail, input };
  });

const leaf = fc.oneof(text, fc.integer(), fc.boolean());
// fast-check assigns dictionary keys, so an own `__proto__` is tested apart (through JSON.parse, as an import makes it).
const fieldName = fc.oneof(
  text.filter((name) => name !== '__proto__'),
  fc.constantFrom('constructor', 'prototype'),
);
const xmlInput = fc
  .record({
    env,
    fields: fc.dictionary(
      fieldName,
      fc.oneof(leaf, fc.dictionary(fieldName, leaf, { maxKeys: 2 }), fc.array(text, { maxLength: 2 })),
      { maxKeys: 3 },
    ),
  })
  .map(({ env: id, fields }): XmlCallInput => ({
    kind: 'xml',
    env: id,
    service: 'trading',
    callName: 'AddItem',
    fields,
  }));

/** `--field` pairs read back the way the command line does: name up to the first `=`, dots for nesting. */
function fieldsFromPairs(pairs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const path = pair.slice(0, at).split('.');
    let node = out;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1) as string] = pair.slice(at + 1);
  }
  return out;
}

/** Fields with every leaf as text, as `--field` pairs carry them. */
function asText(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'object' && value !== null ? asText(value as Record<string, unknown>) : String(value),
    ]),
  );
}

describe('copy as baykit command, pasted into a shell', () => {
  let work: string;
  let path: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'baykit-explorer-to-cli-'));
    path = join(work, 'bin');
    mkdirSync(path);
    symlinkSync('/bin/cat', join(path, 'cat'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** What `baykit` received when `shell` ran the pasted command in `cwd`. */
  const pasted = async (shell: string, command: string, cwd: string, env = { PATH: path }): Promise<string[]> => {
    const { stdout } = await run(shell, ['-c', `${FAKE_BAYKIT}${command}`], {
      cwd,
      env,
      encoding: 'buffer',
      timeout: scaled(10_000),
    });
    return ['baykit', ...stdout.toString('utf8').split('\0').slice(0, -1)];
  };

  it('keeps a Browse item id with | as one value, after --', async () => {
    const command = cli(
      {
        kind: 'rest',
        env: 'local',
        api: 'buy.browse',
        operationId: 'getItem',
        path: { item_id: 'v1|110000000000|0' },
        query: {},
        headers: {},
      },
      detailOf('buy.browse.getItem'),
    );
    expect(command).toBe("baykit call buy.browse.getItem --env emulator -- 'v1|110000000000|0'\n");
    for (const shell of SHELLS)
      expect(await pasted(shell, command, work)).toEqual([
        'baykit',
        'call',
        'buy.browse.getItem',
        '--env',
        'emulator',
        '--',
        'v1|110000000000|0',
      ]);
  });

  it('runs nothing a shared collection hides in its values (order "…|eval" and a $(…) query)', async () => {
    const cwd = mkdtempSync(join(work, 'paste-'));
    const command = cli(
      {
        kind: 'rest',
        env: 'production',
        api: 'sell.fulfillment',
        operationId: 'getOrder',
        path: { orderId: '12-34567-89012|eval' },
        query: { fieldGroups: '$(touch pwned)`touch pwned2`' },
        headers: {},
      },
      detailOf('sell.fulfillment.getOrder'),
    );
    for (const shell of SHELLS) {
      // The user's own PATH, with touch in it.
      const argv = await pasted(shell, command, cwd, { PATH: process.env.PATH ?? '/usr/bin:/bin' });
      expect(argv).toEqual([
        'baykit',
        'call',
        'sell.fulfillment.getOrder',
        '--query',
        'fieldGroups=$(touch pwned)`touch pwned2`',
        '--env',
        'production',
        '--',
        '12-34567-89012|eval',
      ]);
    }
    expect(existsSync(join(cwd, 'pwned')) || existsSync(join(cwd, 'pwned2'))).toBe(false);
  });

  it(
    'gives a REST call exactly its values back, for any values (property)',
    async () => {
      await fc.assert(
        fc.asyncProperty(restInput, async ({ detail, input }) => {
          const written = toCli(input, detail);
          const values = [
            ...Object.values(input.path),
            ...Object.entries(input.query).flat(),
            ...Object.entries(input.headers).flat(),
          ];
          if (values.some(unsafe)) {
            expect('refused' in written && written.refused).toMatch(/holds the control character U\+[0-9A-F]{4}/);
            return;
          }
          if ('refused' in written) throw new Error(written.refused);
          const { command } = written;
          // One line: its only line feed ends it.
          expect(command.slice(0, -1)).not.toMatch(TERMINAL_CONTROL);
          expect(command.indexOf('\n')).toBe(command.length - 1);
          for (const shell of SHELLS) {
            const argv = await pasted(shell, command, work);
            expect(argv.slice(0, 2)).toEqual(['baykit', 'call']);
            const { values, positionals } = parseArgs({
              args: argv.slice(2),
              options: CLI_OPTIONS,
              allowPositionals: true,
              strict: true,
            });
            const pathValues = detail.parameters.map((p) => input.path[p.name]);
            expect(positionals).toEqual([`${input.api}.${input.operationId}`, ...pathValues]);
            const query = Object.entries(input.query).filter(([, value]) => value !== '');
            expect(values.query ?? []).toEqual(query.map(([name, value]) => `${name}=${value}`));
            expect(values.header ?? []).toEqual(
              Object.entries(input.headers).map(([name, value]) => `${name}:${value}`),
            );
            expect(values.body === undefined ? undefined : JSON.parse(values.body)).toEqual(
              input.body === undefined ? undefined : JSON.parse(JSON.stringify(input.body)),
            );
            expect(values.env).toBe(CLI_ENV[input.env]);
          }
        }),
        { numRuns: 100 },
      );
    },
    scaled(120_000),
  );

  it(
    'gives an XML call exactly its fields back, as --field pairs or in fields.json (property)',
    async () => {
      await fc.assert(
        fc.asyncProperty(xmlInput, async (input) => {
          const command = cli(input, XML_DETAIL);
          // Line feeds only between lines (of the here-document); nothing else a terminal acts on.
          expect(command).not.toMatch(TERMINAL_CONTROL);
          if (!command.includes('@fields.json')) expect(command.indexOf('\n')).toBe(command.length - 1);
          for (const shell of SHELLS) {
            const cwd = mkdtempSync(join(work, 'xml-'));
            const argv = await pasted(shell, command, cwd);
            expect(argv.slice(0, 2)).toEqual(['baykit', 'xml']);
            const { values, positionals } = parseArgs({
              args: argv.slice(2),
              options: CLI_OPTIONS,
              allowPositionals: true,
              strict: true,
            });
            expect(positionals).toEqual(['trading', 'AddItem']);
            expect(values.env).toBe(CLI_ENV[input.env]);
            if (values.fields !== undefined) {
              expect(values.fields).toBe('@fields.json');
              expect(values.field).toBeUndefined();
              const file = readFileSync(join(cwd, 'fields.json'), 'utf8');
              expect(JSON.stringify(JSON.parse(file))).toBe(JSON.stringify(input.fields));
            } else {
              const pairs = values.field ?? [];
              for (const pair of pairs)
                expect(
                  pair
                    .slice(0, pair.indexOf('='))
                    .split('.')
                    .some((name) => PROTOTYPE_NAMES.includes(name)),
                ).toBe(false);
              expect(fieldsFromPairs(pairs)).toEqual(asText(input.fields));
            }
            rmSync(cwd, { recursive: true, force: true });
          }
        }),
        { numRuns: 100 },
      );
    },
    scaled(120_000),
  );
  it('writes no command for a query value that would end a bracketed paste and run a command, and says which value', () => {
    const attack = 'shoes\x1b[201~\x15touch /tmp/pwned\r';
    const search = detailOf('buy.browse.search');
    const base = {
      kind: 'rest',
      env: 'local',
      api: 'buy.browse',
      operationId: 'search',
      path: {},
      headers: {},
    } as const;
    expect(toCli({ ...base, query: { q: attack } }, search)).toEqual({
      refused: expect.stringContaining('the query value "q" holds the control character U+001B'),
    });
    expect(toCli({ ...base, query: { q: 'shoes' }, headers: { 'x-note': 'a\u202eb' } }, search)).toEqual({
      refused: expect.stringContaining('the header value "x-note" holds the control character U+202E'),
    });
    const getItem = detailOf('buy.browse.getItem');
    expect(toCli({ ...base, operationId: 'getItem', path: { item_id: 'v1|1\n|0' }, query: {} }, getItem)).toEqual({
      refused: expect.stringContaining('the path value "item_id" holds the control character U+000A'),
    });
  });

  it('writes XML fields with control characters into fields.json, escaped, and sh reads them back exactly', async () => {
    const cwd = mkdtempSync(join(work, 'controls-'));
    const fields = { Query: 'shoes\x1b[201~\x15touch pwned\r', Note: 'a\u009bb\u202ec\x7f', Lines: 'one\ntwo' };
    const command = cli({ kind: 'xml', env: 'local', service: 'trading', callName: 'AddItem', fields }, XML_DETAIL);
    expect(command).toContain('--fields @fields.json');
    expect(command).not.toMatch(TERMINAL_CONTROL);
    expect(command).toContain('\\u001b[201~\\u0015touch pwned\\r');
    for (const shell of SHELLS) {
      await pasted(shell, command, cwd, { PATH: process.env.PATH ?? '/usr/bin:/bin' });
      expect(JSON.parse(readFileSync(join(cwd, 'fields.json'), 'utf8'))).toEqual(fields);
    }
    expect(existsSync(join(cwd, 'pwned'))).toBe(false);
  });

  it('sends fields named __proto__, constructor or prototype through fields.json, never as --field', async () => {
    for (const name of PROTOTYPE_NAMES) {
      // JSON.parse makes an own `__proto__` key, as importing a collection file does.
      const fields = JSON.parse(`{"Item":{"${name}":{"origin":"x"}},"Title":"t"}`) as Record<string, unknown>;
      const command = cli({ kind: 'xml', env: 'local', service: 'trading', callName: 'AddItem', fields }, XML_DETAIL);
      expect(command, name).not.toContain('--field ');
      expect(command, name).toContain('--fields @fields.json');
      const cwd = mkdtempSync(join(work, 'proto-'));
      for (const shell of SHELLS) {
        await pasted(shell, command, cwd);
        expect(readFileSync(join(cwd, 'fields.json'), 'utf8')).toBe(JSON.stringify(fields, null, 2) + '\n');
      }
    }
  });
});
