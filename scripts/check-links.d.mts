/** The Markdown files git knows in `root` (tracked, or new and not ignored), relative to it. */
export function markdownFiles(root: string): string[];

/** GitHub's anchor for a heading's text. */
export function slug(heading: string): string;

/** Every anchor a Markdown text offers: heading slugs and `id`/`name` attributes. */
export function anchorsOf(text: string): Set<string>;

/** The link targets of a Markdown text with their 1-based line numbers. */
export function linksOf(text: string): { line: number; target: string }[];

/** The broken relative links of `files` (paths relative to `root`), as `file:line: target: why`. */
export function brokenLinks(root: string, files?: string[]): string[];

/** The text of a Markdown file outside fenced code blocks and HTML comments, one entry per line (others blank). */
export function proseLines(text: string): string[];
