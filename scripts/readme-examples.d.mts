/** A runnable README example: the file it is written to, the registry packages it needs, its code. */
export interface ReadmeExample {
  file: string;
  extra: string[];
  code: string;
}

/** A README fragment that is type-checked but never run: the `.ts` file it is written to, its code. */
export interface ReadmeFragment {
  file: string;
  code: string;
}

/** Every Markdown file under `root` (paths from it, sorted); each of their TypeScript fences must be checked. */
export function markdownFiles(root: string): string[];

/** Every example of a README's text marked `<!-- smoke: file (extra packages) -->`. */
export function examples(readme: string): ReadmeExample[];

/** Every fragment of a README's text marked `<!-- typecheck: file.ts -->`. */
export function fragments(readme: string): ReadmeFragment[];

/** The 1-based line of every TypeScript fence of a README's text that is neither a `.ts` example nor a fragment. */
export function uncheckedTypeScript(readme: string): number[];

/** The READMEs (from the repository's root) whose examples `npm run smoke:pack` runs; each has at least one. */
export const SMOKE_READMES: readonly string[];

/**
 * The examples and fragments of every Markdown file under `root`; throws when one of the SMOKE_READMES has no example,
 * a TypeScript fence anywhere is checked by nothing, or two examples (or two fragments) share a file name.
 */
export function readmeExamples(root: string): { blocks: ReadmeExample[]; fragments: ReadmeFragment[] };
