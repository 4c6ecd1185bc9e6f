// The back end's folders: every module in one, and no import cycle between its modules (type imports count too).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = resolve(import.meta.dirname, '../../server');
/** The files that stay at the top: start, wiring and the request entry. */
const TOP = ['app.ts', 'handler.ts', 'main.ts'];

/** Each module of the back end (path relative to server/) with the back-end modules it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = readdirSync(SERVER, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.ts'),
  );
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)];
    const inside = specifiers
      .map((match) => resolve(dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts')))
      .filter((target) => target.startsWith(`${SERVER}/`))
      .map((target) => relative(SERVER, target));
    graph.set(relative(SERVER, file), inside);
  }
  return graph;
}

/** One import cycle (as the chain of modules), or undefined when there is none. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string): string[] | undefined => {
    const at = path.indexOf(module);
    if (at >= 0) return [...path.slice(at), module];
    if (done.has(module)) return undefined;
    path.push(module);
    for (const next of graph.get(module) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(module);
    return undefined;
  };
  for (const module of graph.keys()) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the back end’s modules', () => {
  const graph = importGraph();

  it('sit in folders by concern, but for the start, the wiring and the request entry', () => {
    expect([...graph.keys()].filter((module) => !module.includes('/')).sort()).toEqual(TOP);
    for (const targets of graph.values()) for (const target of targets) expect(graph.has(target), target).toBe(true);
  });

  it('import no module that imports them back', () => {
    expect(findCycle(graph)).toBeUndefined();
    // The check finds one when there is one.
    expect(
      findCycle(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['a.ts']],
        ]),
      ),
    ).toEqual(['a.ts', 'b.ts', 'a.ts']);
  });
});
