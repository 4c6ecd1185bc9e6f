// Checks that the files the repository's comments and Markdown prose cite exist in the repository, so a reader who
// follows a citation finds it: a path with a folder and a file extension (`packages/mcp/src/results.ts`,
// docs/ebay-facts.md) or a Markdown file's name (README.md) in a source comment or in Markdown outside code blocks
// and links (check-links.mjs checks those). `node scripts/check-cited-paths.mjs` (part of `npm run lint`) prints
// each missing one and exits 1.
//
// A citation resolves when it names an existing file or folder from the citing file's folder, its package, the
// repository's root or packages/ and apps/ (`mcp/src/results.ts`), or ends a path git knows. Not checked: what a
// build or a run writes (a path git ignores, such as dist/), codegen's inputs beside the repository
// (../shared/specs/, see docs/architecture.md), another project's file (written after its owner/name, as in
// "octokit/request.js `src/fetch-wrapper.ts`"), absolute and home paths, URLs, and patterns (`*`, `<Type>`, `…`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { proseLines } from './check-links.mjs';

/**
 * Codegen's inputs, which live beside the repository (docs/architecture.md): cited by their path from the repository
 * or by their path inside that folder, they are not the repository's files.
 */
export const EXTERNAL_INPUTS = ['../shared/specs/', 'xml/services.json', 'xml/trading.json'];

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const EXTENSIONS = 'ts|tsx|mts|cts|js|mjs|cjs|json|jsonc|md|ya?ml|html|css|sh|txt|xml|d\\.ts';
/** A path with at least one folder and a file extension, or a Markdown file's bare name. */
const PATH = new RegExp(`^(?:(?:\\.{1,2}/)*[\\w@.-]+/(?:[\\w@.-]+/)*[\\w.-]+\\.(?:${EXTENSIONS})|[\\w.-]+\\.md)$`);
/** The same, found in running text: not inside a longer token, a URL or a domain's path. */
const PATH_IN_TEXT = new RegExp(
  `(?<![\\w/.:@#-])(?:(?:\\.{1,2}/)*[\\w.-]+/(?:[\\w@.-]+/)*[\\w.-]+\\.(?:${EXTENSIONS})|[\\w-]+(?:\\.[\\w-]+)*\\.md)(?![\\w/-])`,
  'g',
);
/** `owner/name` (or `github.com/owner/name`) just before a path: the path is a file of that project. */
const FOREIGN_PREFIX = /(?:^|[\s(])(?:github\.com\/)?[\w.-]+\/[\w.-]+\s*$/;
const DOMAIN = /^[\w-]+(?:\.[\w-]+)*\.(?:com|org|io|net|dev|app)\//;

/** The files git knows in `root` (tracked, or new and not ignored) that exist, relative to it. */
export function knownFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(join(root, file))).sort();
}

/** The comments of a TypeScript or JavaScript text, each with the 1-based line it starts on. */
export function commentsOf(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const seen = new Map();
  const collect = (ranges) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  // A run of `//` lines is one comment: a sentence (and an owner/name before a path) goes on across them.
  const merged = [];
  for (const [pos, comment] of [...seen.entries()].sort(([a], [b]) => a - b)) {
    const last = merged.at(-1);
    if (last && comment.startsWith('//') && /^[ \t]*\r?\n[ \t]*$/.test(text.slice(last.end, pos))) {
      last.text += `\n${comment}`;
      last.end = pos + comment.length;
    } else {
      merged.push({ pos, end: pos + comment.length, text: comment });
    }
  }
  return merged.map(({ pos, text: comment }) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    text: comment,
  }));
}

function scriptKind(fileName) {
  if (/\.tsx$/.test(fileName)) return ts.ScriptKind.TSX;
  return /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/**
 * The file paths a text cites, with the 1-based line (counted from `firstLine`): backticked paths and paths in
 * running text, without those written after another project's owner/name.
 */
export function citedPaths(text, firstLine = 1) {
  const cited = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const before = (end) => [...lines.slice(Math.max(0, index - 1), index), line.slice(0, end)].join(' ');
    const add = (path, at) => {
      if (!FOREIGN_PREFIX.test(before(at))) {
        cited.push({ line: firstLine + index, path });
      }
    };
    for (const match of line.matchAll(/(`+)([^`]+?)\1/g)) {
      const path = match[2].trim().replace(/(?:#[\w.-]*|:\d+(?::\d+)?)$/, '');
      if (PATH.test(path) && !DOMAIN.test(path)) add(path, match.index);
    }
    const text = line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length)).replace(/\S+:\/\/\S+/g, ' ');
    for (const match of text.matchAll(PATH_IN_TEXT)) {
      if (!DOMAIN.test(match[0])) add(match[0], match.index);
    }
  });
  return cited;
}

/** A comment's text without its markers (`//`, `/**`, ` * `), so its Markdown (a fenced example) reads as such. */
function commentText(comment) {
  return comment
    .replace(/\*+\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\/\/+|\/\*+|\*(?!\/))\s?/, ''))
    .join('\n');
}

/** The cited text of a Markdown file: its prose outside fenced code and HTML comments, link targets blanked. */
function markdownProse(text) {
  return proseLines(text)
    .map((line) => line.replace(/\]\([^)]*\)/g, ']()').replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/, ''))
    .join('\n');
}

/** The folders a repository-relative file path lies in, innermost first. */
function ancestors(file) {
  const out = [];
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) out.push(dir);
  return out;
}

/** A resolver for `root`: does a path cited from `file` name something in the repository (or built there)? */
export function resolverFor(root, files = knownFiles(root)) {
  const known = new Set(files);
  const names = new Set(files.map((file) => basename(file)));
  const folders = new Set(files.flatMap((file) => ancestors(file)));
  const packageOf = (file) => {
    for (let dir = dirname(file); dir !== '.' && dir !== ''; dir = dirname(dir)) {
      if (known.has(`${dir}/package.json`)) return dir;
    }
    return '.';
  };
  const ignored = (paths) => {
    const inside = paths.filter((path) => !path.startsWith('..'));
    if (inside.length === 0) return false;
    try {
      // Exit status 0: at least one of them is ignored (--quiet takes a single path).
      execFileSync('git', ['check-ignore', '--no-index', ...inside], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  return (file, path) => {
    if (path.startsWith('/') || path.startsWith('~') || /[*<>{}$…]/.test(path)) return true;
    if (EXTERNAL_INPUTS.some((prefix) => path.startsWith(prefix))) return true;
    if (!path.includes('/')) return names.has(path);
    const relative = /^\.{1,2}\//.test(path);
    const bases = relative ? [dirname(file)] : [dirname(file), packageOf(file), '.', 'packages', 'apps'];
    // A path cites the repository when it starts from the citing file or from a folder the repository has there
    // (`.cursor/mcp.json` is the user's, `types/Amount.html` a page of eBay's); none that leaves the repository is in it.
    const first = path.split('/')[0];
    if (!relative && !bases.some((base) => folders.has(posix.join(base, first)))) return true;
    const candidates = bases
      .map((base) => posix.normalize(posix.join(base, path)))
      .filter((candidate) => !candidate.startsWith('..'));
    if (candidates.some((candidate) => existsSync(join(root, candidate)))) return true;
    const tail = `/${path.replace(/^(?:\.{1,2}\/)+/, '')}`;
    if (files.some((known) => known.endsWith(tail))) return true;
    return ignored(candidates);
  };
}

/** The citations of `files` (relative to `root`) that name no file of the repository, as `file:line: path`. */
export function missingCitations(root, files = knownFiles(root)) {
  const resolves = resolverFor(root, files);
  const problems = [];
  for (const file of files) {
    const isSource = SOURCE.test(file);
    if (!isSource && !file.endsWith('.md')) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const parts = isSource
      ? commentsOf(text, file).map((comment) => ({
          line: comment.line,
          text: markdownProse(commentText(comment.text)),
        }))
      : [{ line: 1, text: markdownProse(text) }];
    for (const part of parts) {
      for (const { line, path } of citedPaths(part.text, part.line)) {
        if (!resolves(file, path)) problems.push(`${file}:${line}: ${path}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = missingCitations(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `${problems.length} cited file(s) not in the repository: cite the file's path in the repository, or write the other project's owner/name before it.`,
    );
    process.exit(1);
  }
  console.log('Cited paths: every file a comment or Markdown prose cites is in the repository');
}
