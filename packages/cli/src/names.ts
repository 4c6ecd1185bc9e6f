// Names from the command line that become keys of objects (`--field Item.Title=…`, `--query`, `--header`, profile
// names). Three names are not plain keys in JavaScript: `obj.__proto__ = …` replaces an object's prototype, and
// walking `constructor.prototype` from any object reaches `Object.prototype`, so a nested write through them adds a
// property to EVERY object of the program (prototype pollution: an `origin` added there once sent the client's next
// call, with the real cert id, to another server). They are refused with a usage error; lookups read own keys only.
import { UsageError } from './io.js';

/** The names that reach an object's prototype instead of one of its own fields. */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `name` when it can be a key of an object the command line builds; a `UsageError` (exit status 2) saying why
 * when it is `__proto__`, `constructor` or `prototype`. `where` names the option, for the message.
 */
export function checkName(name: string, where: string): string {
  if (PROTOTYPE_NAMES.has(name))
    throw new UsageError(
      `${where}: "${name}" cannot be a name here. In JavaScript it reaches the prototype of every object, not a field of the request, so baykit refuses it (no eBay field, parameter or header is called that).`,
    );
  return name;
}

/** `record[key]` when `record` has it as its own property: never a method or value inherited from a prototype. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `name<separator>value` pairs of a repeatable option (`--query q=phone`, `--header Name:value`) as an object. */
export function pairs(values: readonly string[], flag: string, separator: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const value of values) {
    const at = value.indexOf(separator);
    if (at <= 0) throw new UsageError(`${flag} takes name${separator}value, not "${value}".`);
    const name = value.slice(0, at).trim();
    out[checkName(name, `${flag} ${name}`)] = value.slice(at + 1).trim();
  }
  return out;
}
