// The bundle and cold-import benchmarks measure baykit as published, from packages/client/dist. This builds it
// (npm run build -w baykit) when it is missing or older than any source file; the command line's benchmark builds
// the other packages it runs the same way.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root. */
export const ROOT = new URL('..', import.meta.url).pathname;

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * Builds a workspace package (`packages/<folder>`, npm workspace `workspace`) when `dist/<file>` is missing or older
 * than any of its sources, or than those of the packages `bundles` (folders under packages/) whose sources its build
 * takes in (the command line's); returns what it did.
 */
export function ensurePackageDist(
  folder: string,
  workspace: string,
  file = 'index.node.js',
  bundles: readonly string[] = [],
): 'fresh' | 'built' {
  const dir = join(ROOT, 'packages', folder);
  let built = 0;
  try {
    built = statSync(join(dir, 'dist', file)).mtimeMs;
  } catch {
    // No dist yet.
  }
  const sources = Math.max(
    newest(join(dir, 'src')),
    statSync(join(dir, 'tsup.config.ts')).mtimeMs,
    ...bundles.map((other) => newest(join(ROOT, 'packages', other, 'src'))),
  );
  if (built > sources) return 'fresh';
  console.error(`bench: building packages/${folder} (dist is missing or older than src)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  return 'built';
}

/** Builds the client when its dist is missing or stale; returns what it did. */
export function ensureClientDist(): 'fresh' | 'built' {
  return ensurePackageDist('client', 'baykit');
}
