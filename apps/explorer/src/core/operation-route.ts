import type { EnvId } from '../../shared/api.js';
import type { RestFormValues } from './call-form.js';

/**
 * The open operation as the page's address holds it, in the fragment beside the access key's (page-key.ts keeps
 * the rest of the fragment when it takes the key out): `#op=rest:buy.browse.search&env=local&query.q=drone`. A
 * fragment never reaches a server or a `Referer`. It holds the operation, the environment and the REST form's path
 * and query values, short ones only; never headers (they can carry credentials), a body or XML fields (the form
 * draft in the tab's storage keeps those: operation-drafts.ts).
 */
export interface OperationRoute {
  /** The catalog key: `rest:buy.browse.search`, `xml:trading.GetItem`. */
  key: string;
  env?: EnvId;
  path: Record<string, string>;
  query: Record<string, string>;
}

/** A value longer than this stays out of the address (the draft keeps it): a link stays a link. */
export const ROUTE_VALUE_MAX = 300;

const ENV_IDS: readonly EnvId[] = ['local', 'sandbox', 'production'];
const KEY = /^(rest|xml):[A-Za-z0-9_.-]+$/;
const SECTIONS = ['path', 'query'] as const;

/** The route a fragment (`location.hash`) names, or undefined when it names no operation. */
export function parseRoute(hash: string): OperationRoute | undefined {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const key = fragment.get('op');
  if (key === null || !KEY.test(key)) return undefined;
  const env = fragment.get('env');
  const route: OperationRoute = { key, path: {}, query: {} };
  if (ENV_IDS.includes(env as EnvId)) route.env = env as EnvId;
  for (const [name, value] of fragment)
    for (const section of SECTIONS)
      if (name.startsWith(`${section}.`) && value.length <= ROUTE_VALUE_MAX)
        route[section][name.slice(section.length + 1)] = value;
  return route;
}

/**
 * The fragment for the operation `key` open in `env` with `form` (a REST form's path and query values that are
 * set and short; none for an XML call), keeping the other parameters of `hash` (none today but the key's, which
 * page-key.ts removes at start).
 */
export function formatRoute(hash: string, key: string, env: EnvId, form?: RestFormValues): string {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  for (const name of [...fragment.keys()])
    if (name === 'op' || name === 'env' || SECTIONS.some((section) => name.startsWith(`${section}.`)))
      fragment.delete(name);
  fragment.set('op', key);
  fragment.set('env', env);
  for (const section of SECTIONS)
    for (const [name, value] of Object.entries(form?.[section] ?? {}))
      if (value !== '' && value.length <= ROUTE_VALUE_MAX) fragment.append(`${section}.${name}`, value);
  return `#${fragment.toString()}`;
}
