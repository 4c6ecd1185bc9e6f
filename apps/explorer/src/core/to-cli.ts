import type { CallInput, OperationDetail, XmlCallDetail } from '../../shared/api.js';

/** A shell word in single quotes (a `'` inside closes, escapes and reopens the quotes). */
function quote(value: string): string {
  return /^[\w@%+=:,./|-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}

const ENV_FLAG: Record<CallInput['env'], string[]> = {
  local: [],
  sandbox: ['--env', 'sandbox'],
  production: ['--env', 'production'],
};

/** Dotted `Name.Sub=value` pairs of nested fields; undefined when a list is in them (the CLI takes a file then). */
function flatten(fields: Record<string, unknown>, prefix = ''): string[] | undefined {
  const out: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (Array.isArray(value)) return undefined;
    if (value !== null && typeof value === 'object') {
      const inner = flatten(value as Record<string, unknown>, path);
      if (!inner) return undefined;
      out.push(...inner);
    } else out.push(`${path}=${String(value)}`);
  }
  return out;
}

/**
 * The same call as a `baykit` command (`@baykit/cli`): `baykit call <api.operation> <path values> --query …
 * --header … --body …` or `baykit xml <service> <Call> --field …`. Against the local environment it needs no flag
 * (the command line starts its own emulator); sandbox and production add `--env`.
 */
export function toCli(input: CallInput, detail: OperationDetail | XmlCallDetail): string {
  const words: string[] = ['baykit'];
  if (input.kind === 'rest') {
    words.push('call', `${input.api}.${input.operationId}`);
    const pathNames = 'parameters' in detail ? detail.parameters.filter((p) => p.in === 'path').map((p) => p.name) : [];
    for (const name of pathNames) words.push(quote(input.path[name] ?? ''));
    for (const [name, value] of Object.entries(input.query))
      if (value !== '') words.push('--query', quote(`${name}=${value}`));
    for (const [name, value] of Object.entries(input.headers)) words.push('--header', quote(`${name}:${value}`));
    if (input.body !== undefined) words.push('--body', quote(JSON.stringify(input.body)));
    words.push(...ENV_FLAG[input.env]);
    return `${words.join(' ')}\n`;
  }
  words.push('xml', input.service, input.callName);
  const pairs = flatten(input.fields);
  if (pairs) {
    for (const pair of pairs) words.push('--field', quote(pair));
    words.push(...ENV_FLAG[input.env]);
    return `${words.join(' ')}\n`;
  }
  // Lists cannot be written as --field pairs: the fields go in a file.
  words.push('--fields', '@fields.json', ...ENV_FLAG[input.env]);
  return `cat > fields.json <<'EOF'\n${JSON.stringify(input.fields, null, 2)}\nEOF\n${words.join(' ')}\n`;
}
