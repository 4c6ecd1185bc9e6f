import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { XML_SERVICE_TABLE } from '@baykit/spec/xml-services';
import { ContractChecker, formatDrift, type IdentifiedOperation } from '@baykit/emulator/contract';
import packageJson from '../../package.json' with { type: 'json' };
import { targetOf, type CliClient } from '../client.js';
import { json, UsageError, type CliIo } from '../io.js';
import { printable } from '../printable.js';
import { profileOf } from '../profiles.js';
import { CassetteWriter, toCassetteExchange } from './cassette-writer.js';
import { DriftLedger, summaryText } from './drift-report.js';
import { startRelay, type OutgoingRequest, type RelayedExchange } from './relay.js';
import { loopbackUpstream, originFor, upstreamName, type Upstream } from './upstream.js';

/** The port `baykit proxy` listens on unless `--port` says otherwise (the emulator has 4010, the explorer 4020). */
export const PROXY_PORT = 4030;

const OPTIONS = {
  env: { type: 'string' },
  upstream: { type: 'string' },
  port: { type: 'string' },
  profile: { type: 'string' },
  account: { type: 'string' },
  record: { type: 'string' },
  'keep-personal-data': { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** The upstream of the command line: `--upstream` (loopback only) or `--env production|sandbox`, never both. */
function upstreamOf(io: CliIo, values: Values): Upstream {
  if (values.upstream !== undefined) {
    if (values.env !== undefined || values.profile !== undefined)
      throw new UsageError('--upstream goes alone: --env and --profile are for eBay, not for a loopback upstream.');
    return loopbackUpstream(values.upstream);
  }
  const env = values.env ?? profileOf(io, values.profile)?.env;
  if (env !== 'production' && env !== 'sandbox')
    throw new UsageError(
      `baykit proxy needs --env production, --env sandbox or --upstream <loopback URL>${env ? `, not --env ${env}` : ''}.`,
    );
  return { kind: 'ebay', env };
}

function portOf(value: string | undefined): number {
  const port = value === undefined ? PROXY_PORT : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be a port number.');
  return port;
}

/**
 * With `--profile`, the profile's token instead of the app's: the user or application token the REST operation's
 * grant needs (refreshed when due, as the client does), or the user token as Trading's IAF token (not for the calls
 * eBay authenticates by the keyset alone).
 */
async function authorize(target: CliClient, request: OutgoingRequest, operation: IdentifiedOperation | undefined) {
  if (operation?.kind === 'rest') {
    const token = await target.client.oauth2.token(operation.spec.grant);
    request.headers.authorization = `${operation.spec.auth ?? 'Bearer'} ${token.accessToken}`;
  } else if (operation?.kind === 'xml' && operation.service === 'trading') {
    if ((XML_SERVICE_TABLE.trading.calls.keys as readonly string[]).includes(operation.call)) return;
    request.headers['x-ebay-api-iaf-token'] = (await target.client.oauth2.token('user')).accessToken;
  }
}

/** The path of a request without its query (which may hold a code or a token): what the live lines show. */
const pathOnly = (path: string): string => path.split('?')[0] ?? path;

/**
 * `baykit proxy [--env production|sandbox | --upstream URL] [--port N] [--profile NAME] [--record FILE]
 * [--keep-personal-data] [--json]`: a relay on 127.0.0.1 that an app points its `origin` at (the one it prints, with
 * this start's key). It forwards each request to eBay's host for it (or the loopback upstream), relays the answer
 * unchanged, checks the exchange against the contracts (@baykit/emulator/contract) and prints each difference as it
 * happens; with `--record`, writes the exchanges to a cassette, redacted. Runs until Ctrl-C, then prints the summary
 * (`--json`: as JSON on standard output).
 */
export async function proxy(io: CliIo, argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  const upstream = upstreamOf(io, values);
  const port = portOf(values.port);
  const target = values.profile === undefined ? undefined : await targetOf(io, values);
  const checker = new ContractChecker();
  const ledger = new DriftLedger();
  const record = values.record === undefined ? undefined : resolve(io.cwd, values.record);
  const writer =
    record === undefined
      ? undefined
      : new CassetteWriter(record, {
          cassette: 1,
          recordedAt: new Date().toISOString(),
          recorder: `baykit-proxy/${packageJson.version}`,
          environment: upstreamName(upstream),
          redacted: true,
          personalDataMasked: values['keep-personal-data'] !== true,
        });
  const operations = new WeakMap<OutgoingRequest, IdentifiedOperation | undefined>();
  let checked = Promise.resolve();

  const report = async (relayed: RelayedExchange): Promise<void> => {
    const found = operations.get(relayed.request);
    const where = `${relayed.request.method} ${pathOnly(relayed.request.path)}`;
    const exchange = toCassetteExchange(relayed, found?.name);
    writer?.add(relayed.seq, exchange);
    if (!exchange) {
      ledger.failed();
      io.stderr(printable(`---  ${where}  no answer: ${relayed.failure ?? 'unknown'}\n`));
      return;
    }
    const { operation, drift } = await checker.check(exchange);
    ledger.add(operation ?? where, drift);
    const line = `${exchange.response.status}  ${where}  ${operation ?? '(unknown operation)'}  ${relayed.durationMs} ms\n`;
    io.stderr(printable(line + drift.map((one) => `  drift  ${formatDrift(one)}\n`).join('')));
  };

  const relay = await startRelay(port, {
    async prepare(request) {
      const found = checker.identify({ method: request.method, url: request.path, headers: request.headers });
      operations.set(request, found);
      request.origin = originFor(upstream, found, pathOnly(request.path));
      if (target) await authorize(target, request, found);
    },
    exchanged(relayed) {
      checked = checked
        .then(() => report(relayed))
        .catch((error: unknown) => {
          io.stderr(printable(`baykit proxy: could not check an exchange: ${(error as Error).message}\n`));
        });
    },
  }).catch(async (error: unknown) => {
    writer?.close();
    await target?.client.close();
    const code = (error as { code?: string }).code;
    throw code === 'EADDRINUSE' ? new UsageError(`Port ${port} is in use: give another with --port.`) : error;
  });
  io.stderr(
    `baykit proxy: listening on ${relay.url}, relaying to ${upstreamName(upstream)}${record ? `, recording to ${record}` : ''} (Ctrl-C to stop)\n` +
      `baykit proxy: point your app's origin at ${relay.origin} (requests without this key are refused; it changes at every start)\n`,
  );
  try {
    await io.interrupted();
  } finally {
    await relay.close();
    await checked;
    writer?.close();
    await target?.client.close();
  }
  const summary = ledger.summary(
    upstreamName(upstream),
    record && writer ? { path: record, exchanges: writer.written } : undefined,
  );
  io.stdout(values.json ? `${json(io, summary)}\n` : printable(summaryText(summary)));
  return 0;
}
