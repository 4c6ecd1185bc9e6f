import type { OperationSpec } from 'baykit';
import { allOperations, findOperation } from './call.js';
import { UsageError, type CliIo } from './io.js';

const words = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function line(name: string, spec: OperationSpec): string {
  const status = spec.lifecycle
    ? `  [${spec.lifecycle.status}${spec.lifecycle.date ? ` ${spec.lifecycle.date}` : ''}]`
    : '';
  return `${name.padEnd(58)} ${spec.method.padEnd(6)} ${spec.path}  (${spec.grant} token)${status}`;
}

/** `baykit ops [words]`: operations whose name, path or API hold every word; `baykit ops <api.operation>`: one in full. */
export function ops(io: CliIo, argv: string[]): number {
  const operations = allOperations();
  const [first] = argv;
  if (argv.length === 1 && first && operations.has(first)) {
    const spec = findOperation(first);
    io.stdout(`${first}\n  ${spec.method} ${spec.host}.ebay.com${spec.path}\n  grant: ${spec.grant} token\n`);
    if (spec.scopes.length > 0)
      io.stdout(`  scopes: ${spec.scopes.map((s) => s.replace(/^.*\/oauth\//, '')).join(', ')}\n`);
    if (spec.pathParams.length > 0) io.stdout(`  path values: ${spec.pathParams.map((p) => `<${p}>`).join(' ')}\n`);
    if (spec.query?.length)
      io.stdout(`  query: ${spec.query.map((q) => `${q.name}${q.required ? ' (required)' : ''}`).join(', ')}\n`);
    if (spec.body) io.stdout(`  body: ${spec.body.contentType}${spec.body.required ? ' (required)' : ''}\n`);
    if (spec.paging) io.stdout(`  pages: --paginate (${spec.paging})\n`);
    if (spec.lifecycle) io.stdout(`  ${spec.lifecycle.status}: ${spec.lifecycle.message}\n`);
    return 0;
  }
  const wanted = argv.flatMap(words);
  // Every word must match the start of a word of the name, path or API; of two or more words, one may miss.
  const needed = wanted.length >= 2 ? wanted.length - 1 : wanted.length;
  const found = [...operations]
    .map(([name, spec]) => {
      const hay = [...words(name), ...words(spec.path), ...name.toLowerCase().split('.')];
      const matched = wanted.filter((w) => hay.some((h) => h.startsWith(w))).length;
      return { name, spec, matched };
    })
    .filter((entry) => entry.matched >= needed)
    .sort((a, b) => b.matched - a.matched);
  if (found.length === 0) throw new UsageError(`No operation matches ${argv.join(' ')}.`);
  for (const { name, spec } of found) io.stdout(`${line(name, spec)}\n`);
  return 0;
}
