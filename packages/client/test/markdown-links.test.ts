import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLinks, markdownFiles, slug } from '../../../scripts/check-links.mjs';

// The repository's Markdown links (READMEs, docs/): every relative link names a file that exists, and every
// #anchor a heading of the file it points to. Next to the README example tests, since the READMEs moved text
// between them; `npm run lint` runs the same check.
const root = fileURLToPath(new URL('../../../', import.meta.url));

it('finds the READMEs and docs of the repository', () => {
  const files = markdownFiles(root);
  expect(files).toEqual(
    expect.arrayContaining(['README.md', 'packages/client/README.md', 'docs/architecture.md', 'docs/security.md']),
  );
});

it('resolves every relative link and anchor of the repository', () => {
  expect(brokenLinks(root)).toEqual([]);
});

it('makes GitHub anchors of headings with code, punctuation and slashes', () => {
  expect(slug('Running many workers (`@baykit/redis`)')).toBe('running-many-workers-baykitredis');
  expect(slug("The emulator's new surfaces (issue 2/5)")).toBe('the-emulators-new-surfaces-issue-25');
  expect(slug('OAuth2 (`ebay.oauth2`)')).toBe('oauth2-ebayoauth2');
});

describe('a tree with broken links', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'baykit-links-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(
      join(dir, 'docs', 'guide.md'),
      ['# Guide', '', '## Use it', '', '## Use it', '', '<a id="kept"></a>', ''].join('\n'),
    );
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Top',
        '',
        'Good: [guide](docs/guide.md), [use](docs/guide.md#use-it), [again](docs/guide.md#use-it-1),',
        '[kept](docs/guide.md#kept), [here](#top), [site](https://example.com/x.md#nope), ![pic](docs/guide.md).',
        'Broken: [gone](docs/missing.md), [anchor](docs/guide.md#use-it-2), [self](#nowhere).',
        '`[in code](docs/missing-too.md)`',
        '',
        '```md',
        '[in a fence](docs/missing-three.md)',
        '```',
        '',
        '[def]: docs/missing-four.md',
        '',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each broken file and anchor with its line, and nothing written as code', () => {
    expect(brokenLinks(dir, ['README.md', 'docs/guide.md'])).toEqual([
      'README.md:5: docs/missing.md: docs/missing.md does not exist',
      'README.md:5: docs/guide.md#use-it-2: no heading or id "use-it-2" in docs/guide.md',
      'README.md:5: #nowhere: no heading or id "nowhere" in README.md',
      'README.md:12: docs/missing-four.md: docs/missing-four.md does not exist',
    ]);
  });
});
