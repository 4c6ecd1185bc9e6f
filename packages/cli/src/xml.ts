import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closestName, XML_SERVICES, type XmlServiceName } from 'baykit';
import { ensureUser, TARGET_OPTIONS, targetOf } from './client.js';
import { maySend, YES_OPTION } from './confirm.js';
import { json, UsageError, type CliIo } from './io.js';
import { checkName } from './names.js';
import { verboseExchanges } from './output.js';

/**
 * `name=value` fields, with dotted names for nesting (`Item.Title=Lamp`). Each level is an own field of the object
 * built here (never one inherited from a prototype), and `__proto__`, `constructor` and `prototype` are refused
 * (names.ts).
 */
function fieldsOf(values: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const value of values) {
    const at = value.indexOf('=');
    if (at <= 0) throw new UsageError(`--field takes Name=value, not "${value}".`);
    const name = value.slice(0, at);
    const path = name.split('.');
    if (path.includes(''))
      throw new UsageError(`--field ${name}: each part of a dotted name needs a name (Item.Title).`);
    for (const part of path) checkName(part, `--field ${name}`);
    let node = out;
    for (const part of path.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : (node[part] = {});
      if (typeof next !== 'object' || next === null)
        throw new UsageError(`--field ${name}: ${part} already has a value, so it cannot hold fields as well.`);
      node = next as Record<string, unknown>;
    }
    node[path.at(-1) as string] = value.slice(at + 1);
  }
  return out;
}

/** `baykit xml <service> <CallName> [--field Name=value…] [--fields @file.json]`. */
export async function xml(io: CliIo, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      field: { type: 'string', multiple: true, short: 'f' },
      fields: { type: 'string' },
      ...TARGET_OPTIONS,
      'allow-retired': { type: 'boolean' },
      verbose: { type: 'boolean', short: 'v' },
      ...YES_OPTION,
    },
  });
  const [service, callName] = positionals;
  const services = Object.keys(XML_SERVICES);
  if (!service || !callName)
    throw new UsageError(
      `baykit xml needs a service and a call: baykit xml trading GetItem --field ItemID=110000000000 (services: ${services.join(', ')})`,
    );
  if (!services.includes(service)) {
    const close = closestName(service, services);
    throw new UsageError(`Unknown XML service "${service}".${close ? ` Did you mean ${close}?` : ''}`);
  }
  let fields: Record<string, unknown> = {};
  if (values.fields !== undefined) {
    const path = resolve(io.cwd, values.fields.replace(/^@/, ''));
    try {
      fields = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    } catch {
      throw new UsageError(`--fields ${values.fields}: cannot read JSON from ${path}.`);
    }
  }
  fields = { ...fields, ...fieldsOf(values.field ?? []) };
  const target = await targetOf(io, values, {
    ...(values.verbose ? { onExchange: verboseExchanges(io) } : {}),
    ...(values['allow-retired'] ? { allowRetired: true } : {}),
  });
  try {
    // Every Trading call acts for a signed-in user, except those authenticated by the app's keys (the sign-in calls).
    const { XML_SERVICE_TABLE } = await import('@baykit/spec/xml-services');
    const keys: readonly string[] = XML_SERVICE_TABLE.trading.calls.keys;
    if (service === 'trading' && !keys.includes(callName)) await ensureUser(target);
    // Before anything is sent: ensureUser only reads the token file for eBay.
    if (!(await maySend(io, target.env, `${service}.${callName}`, fields, values.yes === true))) return 1;
    const api = (target.client as unknown as Record<XmlServiceName, { call(n: string, f: unknown): Promise<unknown> }>)[
      service as XmlServiceName
    ];
    io.stdout(`${json(io, await api.call(callName, fields))}\n`);
    return 0;
  } finally {
    await target.client.close();
  }
}
