import { restCatalog } from 'baykit';
import type { ExistenceProbe } from '../flows/probes.js';
import type { FlowTable } from '../rest/flow.js';
import { resourcePlan } from './families.js';
import { MODELED_VERBS, resourceFlows } from './flow.js';

/** How the emulator answers an operation (the emulator README's table, docs/architecture.md#emulator). */
export type Modeling =
  /** From state: a hand-written flow or the resource store. */
  | 'stateful'
  /** The ids it names are checked against state (unknown ones are eBay's not-found error); the answer is a sample. */
  | 'validated'
  /** A sample valid against the contract, marked `X-Baykit-Emulation: sample`. */
  | 'sample';

/** How each routed REST operation is answered, by `<api>.<operationId>`. */
export function modeling(
  flows: FlowTable,
  probes: Readonly<Record<string, ExistenceProbe>> = {},
): Map<string, Modeling> {
  const generic = resourceFlows(flows, probes);
  const plan = resourcePlan();
  // Families a hand-written flow keeps: what no flow answers there only checks the member exists (a probe).
  const owned = new Set(Object.keys(flows).flatMap((key) => plan.get(key)?.family.key ?? []));
  const out = new Map<string, Modeling>();
  for (const ops of Object.values(restCatalog)) {
    for (const spec of Object.values(ops)) {
      const status = spec.lifecycle?.status;
      if (status === 'renamed' || status === 'moved' || status === 'decommissioned') continue;
      const key = `${spec.api}.${spec.id}`;
      const op = plan.get(key);
      if (flows[key]) out.set(key, 'stateful');
      else if (generic[key] && !op) out.set(key, 'stateful');
      else if (!generic[key] || !op) out.set(key, 'sample');
      else if (owned.has(op.family.key)) out.set(key, 'validated');
      else if (op.role === 'action' && !MODELED_VERBS.test(op.verb ?? '')) out.set(key, 'validated');
      else out.set(key, 'stateful');
    }
  }
  return out;
}

/** The README's table: per API, how many operations are stateful, validated or samples, and which are samples. */
export function modelingTable(flows: FlowTable, probes: Readonly<Record<string, ExistenceProbe>> = {}): string {
  const byApi = new Map<string, { stateful: number; validated: string[]; sample: string[] }>();
  for (const [key, how] of modeling(flows, probes)) {
    const dot = key.lastIndexOf('.');
    const api = key.slice(0, dot);
    const row = byApi.get(api) ?? { stateful: 0, validated: [], sample: [] };
    if (how === 'stateful') row.stateful++;
    else row[how].push(key.slice(dot + 1));
    byApi.set(api, row);
  }
  const lines = [
    '| API | stateful | validated, sample answer | sample only |',
    '|---|---|---|---|',
    ...[...byApi.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([api, row]) => {
        const list = (names: string[]): string =>
          names.length === 0 ? '–' : `${names.length}: ${names.map((n) => `\`${n}\``).join(', ')}`;
        return `| \`${api}\` | ${row.stateful} | ${list(row.validated)} | ${list(row.sample)} |`;
      }),
  ];
  return `${lines.join('\n')}\n`;
}
