// The workspace packages in dependency order: a package comes after every workspace package it depends on (its
// dependencies, devDependencies and peerDependencies), so building them in this order never loads a missing dist.
// Used by `npm run build` (scripts/build.mjs) and `npm run smoke:pack`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** Every workspace package: `{ name, dir, manifest }`, in dependency order (ties by name). */
export function workspacesInBuildOrder() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const found = new Map();
  for (const pattern of workspaces) {
    if (!pattern.endsWith('/*')) throw new Error(`workspaces pattern "${pattern}" is not <folder>/*`);
    const base = join(root, pattern.slice(0, -2));
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = join(base, entry.name);
      let manifest;
      try {
        manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      found.set(manifest.name, { name: manifest.name, dir: relative(root, dir), manifest });
    }
  }
  const ordered = [];
  const state = new Map(); // name → 'visiting' | 'done'
  const visit = (name, path) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(`workspace packages depend on each other in a circle: ${[...path, name].join(' → ')}`);
    state.set(name, 'visiting');
    const { manifest } = found.get(name);
    const deps = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
    for (const dep of deps.filter((d) => found.has(d)).sort()) visit(dep, [...path, name]);
    state.set(name, 'done');
    ordered.push(found.get(name));
  };
  for (const name of [...found.keys()].sort()) visit(name, []);
  return ordered;
}
