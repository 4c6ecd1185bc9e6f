// The cited-paths check (check-cited-paths.mjs, part of `npm run lint`) on a small repository beside a folder like
// ../shared: what it must refuse (a file that is not there, a design file outside the repository) and what it must
// leave alone (build output, codegen's inputs, another project's files, URLs, examples, string literals).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsOf, missingCitations } from '../check-cited-paths.mjs';

let outer: string;
let repo: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** The problems the check reports for one file added to the small repository. */
function problemsOf(path: string, text: string): string[] {
  write(path, text);
  return missingCitations(repo).filter((problem) => problem.startsWith(`${path}:`));
}

beforeAll(() => {
  outer = mkdtempSync(join(tmpdir(), 'baykit-cited-'));
  repo = join(outer, 'repo');
  mkdirSync(join(outer, 'shared/docs'), { recursive: true });
  writeFileSync(join(outer, 'shared/docs/DESIGN.md'), '# Design\n');
  mkdirSync(repo);
  execFileSync('git', ['init', '-q'], { cwd: repo });
  write('.gitignore', 'dist/\n');
  write('packages/mcp/package.json', '{}\n');
  write('packages/mcp/src/results.ts', 'export const x = 1;\n');
  write('docs/facts.md', '# Facts\n');
});

afterAll(() => {
  rmSync(outer, { recursive: true, force: true });
});

describe('check-cited-paths', () => {
  it('reports a comment that cites a file the repository lacks, with its line', () => {
    expect(
      problemsOf('packages/mcp/src/a.ts', '// fine\n/** See `packages/mcp/src/result.ts`. */\nexport {};\n'),
    ).toEqual(['packages/mcp/src/a.ts:2: packages/mcp/src/result.ts']);
  });

  it('reports design files outside the repository, backticked or not', () => {
    const text = '// The names are a contract (DESIGN.md §2, ../shared/docs/DESIGN.md, `docs/STYLE.md`).\nexport {};\n';
    expect(problemsOf('packages/mcp/src/b.ts', text).sort()).toEqual([
      'packages/mcp/src/b.ts:1: ../shared/docs/DESIGN.md',
      'packages/mcp/src/b.ts:1: DESIGN.md',
      'packages/mcp/src/b.ts:1: docs/STYLE.md',
    ]);
  });

  it('accepts a file by its path from the root, its package, packages/, its folder, or with an anchor', () => {
    const text = [
      '// packages/mcp/src/results.ts, `mcp/src/results.ts`, `src/results.ts`, `./results.ts`,',
      '// docs/facts.md#facts and `results.ts`.',
      'export {};',
    ].join('\n');
    expect(problemsOf('packages/mcp/src/c.ts', text)).toEqual([]);
  });

  it('leaves alone build output, codegen inputs, other projects, URLs, user files, patterns and examples', () => {
    const text = [
      '/**',
      ' * `dist/cli.js`, ../shared/specs/xml/services.json, `xml/trading.json`, octokit/request.js',
      ' * `src/fetch-wrapper.ts`, https://example.com/docs/page.md, developer.ebay.com/api-docs/a/b.html,',
      ' * `.cursor/mcp.json`, `~/.config/baykit/config.json`, `/etc/hosts.txt`, `types/<Type>.html`, `…/a/b.yaml`.',
      ' *',
      ' * ```ts',
      " * await read('./docs/missing.md');",
      ' * ```',
      ' */',
      "export const path = 'docs/missing.md';",
    ].join('\n');
    expect(problemsOf('packages/mcp/src/d.ts', text)).toEqual([]);
  });

  it('reads an owner/name on the line before a path, across a run of // comments', () => {
    const text = '// Saved in github.com/someone/some-project\n//   `packages/api/data/x.json`.\nexport {};\n';
    expect(problemsOf('packages/mcp/src/e.ts', text)).toEqual([]);
  });

  it('checks Markdown prose, and leaves fenced code and link targets to the link check', () => {
    const text = [
      '# Notes',
      '',
      'See `docs/gone.md` and [the facts](docs/gone-too.md).',
      '',
      '```sh',
      'cat docs/also-gone.md',
      '```',
    ].join('\n');
    expect(problemsOf('NOTES.md', text)).toEqual(['NOTES.md:3: docs/gone.md']);
  });

  it('finds comments, not strings, in TypeScript and JSX', () => {
    const text = "const a = '// not/a/comment.ts';\nconst b = <div>{/* x/y/z.ts */}</div>; // p/q.ts\n";
    expect(commentsOf(text, 'f.tsx').map((comment) => comment.text)).toEqual(['/* x/y/z.ts */', '// p/q.ts']);
  });
});
