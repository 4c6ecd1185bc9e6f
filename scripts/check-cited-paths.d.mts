/** Codegen's inputs beside the repository, which a citation may name though the repository lacks them. */
export const EXTERNAL_INPUTS: readonly string[];

/** The files git knows in `root` (tracked, or new and not ignored) that exist, relative to it. */
export function knownFiles(root: string): string[];

/** The comments of a TypeScript or JavaScript text (a run of `//` lines as one), each with its first line. */
export function commentsOf(text: string, fileName?: string): { line: number; text: string }[];

/** The file paths a text cites, with their lines, without those written after another project's owner/name. */
export function citedPaths(text: string, firstLine?: number): { line: number; path: string }[];

/** A resolver for `root`: does a path cited from `file` name something in the repository (or built there)? */
export function resolverFor(root: string, files?: string[]): (file: string, path: string) => boolean;

/** The citations of `files` (relative to `root`) that name no file of the repository, as `file:line: path`. */
export function missingCitations(root: string, files?: string[]): string[];
