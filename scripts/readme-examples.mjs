// The runnable examples of a README: each code fence right after a `<!-- smoke: file (extra packages) -->` marker.
// `npm run smoke:pack` runs them against the packed tarballs; CI also runs some from the clone itself:
// `node scripts/readme-examples.mjs <README> <file>` prints the example named <file>.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** `{ file, extra, code }` of every marked example of a README's text. */
export function examples(readme) {
  const blocks = [];
  const pattern = /<!-- smoke: (\S+)(?: \(([^)]*)\))? -->\n```\w*\n([\s\S]*?)```/g;
  for (const match of readme.matchAll(pattern)) {
    blocks.push({ file: match[1], extra: match[2]?.split(/[ ,]+/).filter(Boolean) ?? [], code: match[3] });
  }
  return blocks;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [readme, name] = process.argv.slice(2);
  const found = examples(readFileSync(readme, 'utf8')).find((block) => block.file === name);
  if (!found) {
    console.error(`${readme} has no example marked <!-- smoke: ${name} -->`);
    process.exit(1);
  }
  process.stdout.write(found.code);
}
