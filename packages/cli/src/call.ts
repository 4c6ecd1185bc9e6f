import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EbayApiError, idHeaderProblem, type SignatureKey } from 'baykit';
import { ensureUser, signInOnEmulator, TARGET_OPTIONS, targetOf, type CliClient, type ClientExtras } from './client.js';
import { maySend, YES_OPTION } from './confirm.js';
import { emulatorSigningKey, forgetEmulatorKey, STALE_KEY_ERRORS } from './signing.js';
import { json, UsageError, type CliIo } from './io.js';
import { pairs } from './names.js';
import { findOperation } from './lookup.js';
import { printHead, verboseExchanges } from './output.js';
import { terminalSafeJson } from './printable.js';

/** `--body '<json>'`, `--body @file.json` or `--body -` (standard input). */
async function readBody(io: CliIo, value: string | undefined): Promise<unknown> {
  if (value === undefined) return undefined;
  let text = value;
  if (value === '-') text = await io.stdin();
  else if (value.startsWith('@')) {
    const path = resolve(io.cwd, value.slice(1));
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      throw new UsageError(`--body ${value}: cannot read ${path}.`);
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError('--body must be JSON (inline, @file.json, or - for standard input).');
  }
}

/**
 * `headers`, once every marketplace id or Global ID among them is eBay's (`X-EBAY-C-MARKETPLACE-ID:EBAY_USA` is a
 * usage error naming `EBAY_US`): checked before an emulator starts or a token is asked for, where the client would
 * refuse it only once the call is made.
 */
function checkIdHeaders(headers: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    const problem = idHeaderProblem(name, value);
    if (problem) throw new UsageError(`--header ${name} ${problem}.`);
  }
  return headers;
}

/** Errors that mean the emulator forgot this command line's tokens (it was restarted): sign in again, once. */
const STALE = new Set(['InvalidAccessTokenError', 'InvalidGrantError', 'RefreshTokenExpiredError', 'TokenError']);

async function withFreshSignIn<T>(target: CliClient, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!target.emulator || !STALE.has((error as Error).name)) throw error;
    // Tokens of this emulator's origin only (the token key's environment is the origin).
    target.store.deleteByPrefix(`baykit:${target.emulator}:`);
    await signInOnEmulator(target);
    return run();
  }
}

/** `baykit call <api.operation> [path values…]`. */
export async function call(io: CliIo, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      query: { type: 'string', multiple: true, short: 'q' },
      body: { type: 'string', short: 'd' },
      header: { type: 'string', multiple: true, short: 'H' },
      paginate: { type: 'boolean' },
      'max-items': { type: 'string' },
      include: { type: 'boolean', short: 'i' },
      output: { type: 'string', short: 'o' },
      sign: { type: 'boolean' },
      ...TARGET_OPTIONS,
      'allow-retired': { type: 'boolean' },
      verbose: { type: 'boolean', short: 'v' },
      ...YES_OPTION,
    },
  });
  const [name, ...pathValues] = positionals;
  if (!name) throw new UsageError('baykit call needs an operation: baykit call buy.browse.search --query q=phone');
  const spec = await findOperation(name);
  if (pathValues.length < spec.pathParams.length) {
    const missing = spec.pathParams.slice(pathValues.length);
    throw new UsageError(
      `${name} needs ${missing.map((p) => `<${p}>`).join(' ')} (path value${missing.length > 1 ? 's' : ''} in order: ${spec.pathParams.join(', ')}).`,
    );
  }
  if (pathValues.length > spec.pathParams.length)
    throw new UsageError(`${name} takes ${spec.pathParams.length} path value(s); got ${pathValues.length}.`);
  const maxItems = values['max-items'] === undefined ? undefined : Number(values['max-items']);
  if (maxItems !== undefined && (!Number.isInteger(maxItems) || maxItems < 1))
    throw new UsageError('--max-items must be a whole number ≥ 1.');
  if (values.paginate && !spec.paging) throw new UsageError(`${name} does not page; drop --paginate.`);
  const body = await readBody(io, values.body);
  if (body !== undefined && !spec.body) throw new UsageError(`${name} takes no body; drop --body.`);
  const query = pairs(values.query ?? [], '--query', '=');
  const headers = checkIdHeaders(pairs(values.header ?? [], '--header', ':'));
  const extras = {
    ...(values.verbose ? { onExchange: verboseExchanges(io) } : {}),
    ...(values['allow-retired'] ? { allowRetired: true } : {}),
  };
  const signs = values.sign === true || spec.sign === true;
  let target = await targetOf(io, values, extras);
  const options = {
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(values.paginate && maxItems !== undefined ? { maxItems } : {}),
    ...(values.sign ? { sign: true } : {}),
  };
  const pathParams = Object.fromEntries(spec.pathParams.map((p, i) => [p, pathValues[i] ?? '']));
  const operationId = `${spec.api}.${spec.id}`;
  const args = { path: pathParams, query, body };
  try {
    if (values.sign && !target.emulator && !target.signed)
      throw new UsageError(
        '--sign needs your signing key: set EBAY_JWE and EBAY_PRIVATE_KEY (from the Key Management API, createSigningKey).',
      );
    // Against the emulator, a call that is signed gets the emulator's own key (kept between commands).
    if (signs && target.emulator) target = await withKey(io, target, values, extras);
    if (spec.grant === 'user') await ensureUser(target);
    // Asked after the checks above, which send nothing to eBay (ensureUser only reads the token file there), and
    // before the first request: a token for this call is minted only once the person said yes.
    const operation = { path: pathParams, query, body, headers };
    if (!(await maySend(io, target.env, name, operation, values.yes === true))) return 1;
    // Items already printed are not printed again: a retry with a new key happens only before the first.
    let printed = 0;
    const attempt = async (): Promise<number> => {
      if (values.paginate) {
        await withFreshSignIn(target, async () => {
          for await (const item of target.client.paginate(operationId, args, options)) {
            io.stdout(`${terminalSafeJson(JSON.stringify(item))}\n`);
            printed++;
          }
        });
        return 0;
      }
      const result = await withFreshSignIn(target, () =>
        target.client.withResponse(target.client.call(operationId, args, options)),
      );
      if (values.include) printHead(io, result.status, result.headers);
      if (result.data instanceof Uint8Array) {
        if (!values.output) throw new UsageError(`${name} answers binary data: add --output <file> to save it.`);
        writeFileSync(resolve(io.cwd, values.output), result.data);
        io.stderr(`saved ${result.data.byteLength} bytes to ${values.output}\n`);
      } else if (values.output) {
        writeFileSync(resolve(io.cwd, values.output), `${JSON.stringify(result.data, null, 2)}\n`);
      } else if (result.data !== undefined) {
        io.stdout(`${json(io, result.data)}\n`);
      }
      return 0;
    };
    try {
      return await attempt();
    } catch (error) {
      // The emulator forgot the kept key (restarted or reset): one new key, one more try.
      if (!(signs && target.emulator && printed === 0 && isStaleKeyError(error))) throw error;
      forgetEmulatorKey(io);
      target = await withKey(io, target, values, extras);
      return await attempt();
    }
  } finally {
    await target.client.close();
  }
}

/** `target` again with the emulator's signing key (the old client is closed). */
async function withKey(
  io: CliIo,
  target: CliClient,
  values: Parameters<typeof targetOf>[1],
  extras: ClientExtras,
): Promise<CliClient> {
  // Asked for without --verbose's observer: the answer holds the private key, which is never printed.
  const { onExchange: _verbose, ...quiet } = extras;
  const keyClient = await targetOf(io, values, quiet);
  let signature: SignatureKey;
  try {
    signature = await emulatorSigningKey(io, keyClient);
  } finally {
    await keyClient.client.close();
  }
  await target.client.close();
  return targetOf(io, values, { ...extras, signature });
}

function isStaleKeyError(error: unknown): boolean {
  return (
    error instanceof EbayApiError &&
    error.errors.some((e) => typeof e.code === 'number' && STALE_KEY_ERRORS.has(e.code))
  );
}
