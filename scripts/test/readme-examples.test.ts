// What `npm run smoke:pack` takes from the READMEs (scripts/readme-examples.mjs): runnable examples, fragments that are
// only type-checked, and the rule that every TypeScript fence of every Markdown file is one or the other. The type
// check and the runs themselves happen in smoke:pack, against the packed packages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  examples,
  fragments,
  markdownFiles,
  readmeExamples,
  SMOKE_READMES,
  uncheckedTypeScript,
} from '../readme-examples.mjs';

const repo = resolve(import.meta.dirname, '../..');
const fence = (lang: string, code: string): string => `\`\`\`${lang}\n${code}\n\`\`\``;

describe('markers', () => {
  const readme = [
    '# A package',
    '<!-- smoke: run-me.ts -->',
    fence('ts', "console.log('run');"),
    '<!-- smoke: with-runner.test.mjs (vitest) -->',
    fence('js', "import { test } from 'vitest';"),
    '<!-- typecheck: part.ts -->',
    fence('ts', 'await ebay.close();'),
  ].join('\n');

  it('reads runnable examples with their extra packages, and fragments apart from them', () => {
    expect(examples(readme).map((b) => [b.file, b.extra])).toEqual([
      ['run-me.ts', []],
      ['with-runner.test.mjs', ['vitest']],
    ]);
    expect(fragments(readme)).toEqual([{ file: 'part.ts', code: 'await ebay.close();\n' }]);
  });

  it('finds no unchecked TypeScript when every fence is a .ts example or a fragment', () => {
    expect(uncheckedTypeScript(readme)).toEqual([]);
  });
});

describe('uncheckedTypeScript', () => {
  it('names the line of an unmarked ts or typescript fence, and of one run as .mjs (run, never type-checked)', () => {
    const readme = [
      fence('ts', 'const a = 1;'), // lines 1-3
      '<!-- smoke: old.mjs -->',
      fence('ts', 'const b = 2;'), // lines 5-7
      fence('typescript', 'const c = 3;'), // lines 8-10
    ].join('\n');
    expect(uncheckedTypeScript(readme)).toEqual([1, 5, 8]);
  });

  it('leaves other languages alone, and a ts fence quoted inside a longer fence', () => {
    const readme = [fence('js', 'let a;'), fence('sh', 'npm test'), '````md', fence('ts', 'quoted'), '````'].join('\n');
    expect(uncheckedTypeScript(readme)).toEqual([]);
  });
});

describe("the repository's READMEs", () => {
  it("check every TypeScript fence of every package's README, the apps' and docs/", () => {
    const files = markdownFiles(repo);
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'apps/explorer/README.md',
        'docs/architecture.md',
        'packages/redis/README.md',
        'packages/spec/README.md',
      ]),
    );
    expect(files.filter((file) => /node_modules|\/dist\//.test(file))).toEqual([]);
    const { blocks, fragments: found } = readmeExamples(repo);
    expect(blocks.map((b) => b.file)).toEqual(expect.arrayContaining(['quick-start.ts', 'client.ts', 'order-sync.ts']));
    expect(found.map((f) => f.file)).toEqual(
      expect.arrayContaining(['emulator-admin.ts', 'redis-fleet.ts', 'spec-find.ts']),
    );
  });
});

describe('readmeExamples refuses', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  /** A repository root holding the smoke READMEs: each one example of its own, `client` as the client README. */
  function fakeRepo(client: string): string {
    const root = mkdtempSync(join(tmpdir(), 'baykit-readmes-'));
    roots.push(root);
    SMOKE_READMES.forEach((path, i) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), `<!-- smoke: example-${i}.mjs -->\n${fence('js', '1;')}\n`);
    });
    writeFileSync(join(root, 'packages/client/README.md'), client);
    return root;
  }

  it('a TypeScript fence of the client README that nothing checks, naming its line', () => {
    const root = fakeRepo(`<!-- smoke: c.mjs -->\n${fence('js', '1;')}\n\n${fence('ts', 'const x = 1;')}\n`);
    expect(() => readmeExamples(root)).toThrow(/packages\/client\/README\.md: the TypeScript at line 6 /);
  });

  it('a TypeScript fence that nothing checks in a Markdown file with no examples at all, naming it', () => {
    const root = fakeRepo(`<!-- smoke: c.mjs -->\n${fence('js', '1;')}\n`);
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/guide.md'), `# Guide\n\n${fence('typescript', 'const x = 1;')}\n`);
    expect(() => readmeExamples(root)).toThrow(/^docs\/guide\.md: the TypeScript at line 3 /);
  });

  it('two fragments with one file name (the second would replace the first)', () => {
    const twice = `<!-- typecheck: same.ts -->\n${fence('ts', '1;')}\n`;
    const root = fakeRepo(`<!-- smoke: c.mjs -->\n${fence('js', '1;')}\n${twice}${twice}`);
    expect(() => readmeExamples(root)).toThrow('README fragments share a file name: same.ts');
  });

  it('a README without examples', () => {
    const root = fakeRepo(`${fence('js', '1;')}\n`);
    expect(() => readmeExamples(root)).toThrow('packages/client/README.md has no smoke examples');
  });
});
