/** The TypeScript sources under `dir` (dependencies, build output and tests aside). */
export function sources(dir: string): string[];
/** The import cycles among `files`: each a list of files (a strongly connected component of more than one). */
export function findCycles(files: readonly string[]): string[][];
