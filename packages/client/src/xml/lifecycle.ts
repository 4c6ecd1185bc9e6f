import { xmlCallLifecycleMessage, type XmlCallRetirement } from '@baykit/spec/facts';
import type { Lifecycle } from '../internal/lifecycle.js';

/** The lifecycle of a retired XML service or call (`XML_LIFECYCLE`, generated from lifecycle.json). */
export type XmlLifecycle = Lifecycle;

/** Calls of one service that eBay retired alike: service, its title, what happened, the call names (space-separated). */
export type XmlLifecycleGroup = readonly [
  service: string,
  title: string,
  retirement: XmlCallRetirement & Pick<Lifecycle, 'status'>,
  calls: string,
];

/**
 * `XML_LIFECYCLE` from its generated form: whole entries for services, and groups of calls whose sentence
 * `xmlCallLifecycleMessage` writes (the wording codegen uses too), keyed `service.Call` and sorted by key like
 * the table this replaced. Pure, so a bundle without the XML runtime drops it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function xmlLifecycleTable(
  services: Readonly<Record<string, XmlLifecycle>>,
  groups: readonly XmlLifecycleGroup[],
): Readonly<Record<string, XmlLifecycle>> {
  const calls = groups.flatMap(([service, title, retirement, names]) =>
    names
      .split(' ')
      .map((call): [string, XmlLifecycle] => [
        `${service}.${call}`,
        { ...retirement, message: xmlCallLifecycleMessage(title, call, retirement) },
      ]),
  );
  return Object.fromEntries([...Object.entries(services), ...calls].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
