// Checks every relative link of the repository's Markdown files: the file or folder it names exists, and its
// `#anchor` is a heading (GitHub's slug) or an `id`/`name` of the Markdown file it points to. Links to other sites
// are not followed. `node scripts/check-links.mjs` (part of `npm run lint`) prints each broken link and exits 1.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The Markdown files git knows in `root` (tracked, or new and not ignored). */
export function markdownFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(join(root, file))).sort();
}

/** The text of a Markdown file outside fenced code blocks and HTML comments, one entry per line (others blank). */
export function proseLines(text) {
  const lines = text.split('\n');
  let fence = '';
  let comment = false;
  return lines.map((line) => {
    const trimmed = line.trimStart();
    if (fence) {
      if (trimmed.startsWith(fence)) fence = '';
      return '';
    }
    const open = /^(`{3,}|~{3,})/.exec(trimmed);
    if (open) {
      fence = open[1];
      return '';
    }
    let kept = '';
    let rest = line;
    while (rest) {
      if (comment) {
        const end = rest.indexOf('-->');
        if (end < 0) return kept;
        comment = false;
        rest = rest.slice(end + 3);
      } else {
        const start = rest.indexOf('<!--');
        if (start < 0) return kept + rest;
        kept += rest.slice(0, start);
        comment = true;
        rest = rest.slice(start + 4);
      }
    }
    return kept;
  });
}

/** A line with its inline code spans blanked out, so a link written as code is not read as a link. */
function withoutCode(line) {
  return line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
}

/** GitHub's anchor for a heading's text: its rendered text lower-cased, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/\*+/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown text offers: heading slugs (repeats get -1, -2, … as on GitHub) and `id`/`name`s. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*?\b(?:id|name)\s*=\s*"([^"]+)"/gi)) anchors.add(match[1]);
  }
  return anchors;
}

/** The link targets of a Markdown text with their 1-based line numbers: inline links, images and definitions. */
export function linksOf(text) {
  const links = [];
  let previous = '';
  proseLines(text).forEach((raw, index) => {
    const line = withoutCode(raw);
    // A definition cannot interrupt a paragraph: `[H]: …` inside running text is text.
    const startsBlock = previous.trim() === '' || /^ {0,3}\[[^\]]+\]:/.test(previous);
    previous = raw;
    for (const match of line.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ line: index + 1, target: match[1].replace(/^<|>$/g, '') });
    }
    const definition = startsBlock ? /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(line) : null;
    if (definition) links.push({ line: index + 1, target: definition[1].replace(/^<|>$/g, '') });
  });
  return links;
}

/** The broken relative links of `files` (paths relative to `root`), as `file:line: target: why`. */
export function brokenLinks(root, files = markdownFiles(root)) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  for (const file of files) {
    const from = join(root, file);
    for (const { line, target } of linksOf(readFileSync(from, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const hash = target.indexOf('#');
      const pathPart = hash < 0 ? target : target.slice(0, hash);
      const anchor = hash < 0 ? '' : target.slice(hash + 1);
      let decoded;
      try {
        decoded = decodeURIComponent(pathPart.split('?')[0]);
      } catch {
        problems.push(`${file}:${line}: ${target}: not a valid URL path`);
        continue;
      }
      const to =
        decoded === '' ? from : decoded.startsWith('/') ? join(root, decoded) : resolve(dirname(from), decoded);
      if (!existsSync(to)) {
        problems.push(`${file}:${line}: ${target}: ${relative(root, to) || '.'} does not exist`);
        continue;
      }
      if (!anchor || !to.endsWith('.md') || !statSync(to).isFile()) continue;
      if (!anchorsIn(to).has(decodeURIComponent(anchor))) {
        problems.push(`${file}:${line}: ${target}: no heading or id "${anchor}" in ${relative(root, to)}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = markdownFiles(root);
  const problems = brokenLinks(root, files);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} broken Markdown link(s): fix the path or the #anchor (GitHub's heading slug).`);
    process.exit(1);
  }
  console.log(`Markdown links: ${files.length} files, every relative link and anchor resolves`);
}
