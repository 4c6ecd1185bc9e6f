// One home for the XML services' facts: the hand-written code of the client, the emulator, the command line and the
// explorer names no XML service path, namespace or host of its own; they all read @baykit/spec's generated table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { XML_NAMESPACES, XML_PATHS, XML_SERVICE_TABLE } from '../src/index.js';

const repo = join(import.meta.dirname, '../../..');
const FOLDERS = ['packages/client/src', 'packages/emulator/src', 'packages/cli/src', 'apps/explorer/server'];

/** The hand-written TypeScript files of a folder (generated ones are the table's own output). */
function sources(folder: string): string[] {
  return readdirSync(join(repo, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes('generated'))
    .map((e) => join(e.parentPath, e.name));
}

/** The code of a file without its comments (which may cite a path or namespace). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

describe('the XML services table has one home', () => {
  const facts = [
    ...Object.values(XML_PATHS),
    ...Object.values(XML_NAMESPACES),
    // Trading shares api.ebay.com with the REST APIs, whose hosts the client keeps (src/hosts.ts).
    ...Object.values(XML_SERVICE_TABLE)
      .flatMap((s) => [s.host.production, s.host.sandbox])
      .filter((host) => !host.startsWith('api.')),
  ];

  it('is what hand-written code reads: no path, namespace or host of an XML service is spelled out elsewhere', () => {
    const found: string[] = [];
    for (const folder of FOLDERS)
      for (const file of sources(folder)) {
        const text = code(file);
        for (const fact of new Set(facts))
          if (text.includes(`'${fact}'`) || text.includes(`"${fact}"`) || text.includes(`\`${fact}`))
            found.push(`${file.slice(repo.length + 1)}: ${fact}`);
      }
    expect(found).toEqual([]);
  });

  it("is where the client's XML request headers come from: src/xml spells out no header name of a service", () => {
    const rows: {
      headers: Record<string, string>;
      fixedHeaders?: Record<string, string>;
      keyHeaders?: Record<string, string>;
    }[] = Object.values(XML_SERVICE_TABLE);
    const names = rows.flatMap((row) => [
      ...Object.values(row.headers).filter((name) => name.includes('-')),
      ...Object.keys(row.fixedHeaders ?? {}),
      ...Object.values(row.keyHeaders ?? {}),
    ]);
    // The table holds the whole set: encodings, data formats and the keyset headers too, not only the call's names.
    expect(names).toEqual(
      expect.arrayContaining(['x-ebay-api-request-encoding', 'x-ebay-soa-request-data-format', 'x-ebay-api-app-name']),
    );
    const found: string[] = [];
    // The redactors name credential headers on purpose (a masking rule, not how a request is built).
    for (const file of sources('packages/client/src/xml')) {
      const text = code(file);
      for (const name of new Set(names))
        if (text.includes(`'${name}'`)) found.push(`${file.slice(repo.length + 1)}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});

describe('operation metadata has one home', () => {
  it('the command line, the MCP server and the explorer take samples, resource needs and names from @baykit/spec', () => {
    const found: string[] = [];
    for (const folder of ['packages/cli/src', 'packages/mcp/src', 'apps/explorer/server'])
      for (const file of sources(folder)) {
        const text = code(file);
        // An import from the emulator's root that names a sample, a resource need or the examples' type.
        for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@baykit\/emulator'/g))
          for (const name of ['sampleRequestBody', 'resourceNeed', 'EmulatorExamples', 'sampleResponse'])
            if (new RegExp(`\\b${name}\\b`).test(match[1] ?? '')) found.push(`${file.slice(repo.length + 1)}: ${name}`);
        // A second name → operation index: a Map filled from the client's restCatalog.
        if (/new Map[^;]*\n?[^;]*restCatalog/.test(text)) found.push(`${file.slice(repo.length + 1)}: an index`);
      }
    expect(found).toEqual([]);
  });
});
