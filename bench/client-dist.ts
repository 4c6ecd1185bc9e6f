// The bundle and cold-import benchmarks measure baykit as published, from packages/client/dist. This builds it
// (npm run build -w baykit) when it is missing or older than any source file.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root. */
export const ROOT = new URL('..', import.meta.url).pathname;
const CLIENT = join(ROOT, 'packages/client');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds the client when its dist is missing or stale; returns what it did. */
export function ensureClientDist(): 'fresh' | 'built' {
  let built = 0;
  try {
    built = statSync(join(CLIENT, 'dist/index.node.js')).mtimeMs;
  } catch {
    // No dist yet.
  }
  const sources = Math.max(newest(join(CLIENT, 'src')), statSync(join(CLIENT, 'tsup.config.ts')).mtimeMs);
  if (built > sources) return 'fresh';
  console.error('bench: building packages/client (dist is missing or older than src)…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'baykit'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build -w baykit failed');
  return 'built';
}
