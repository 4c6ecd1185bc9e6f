// The did-you-mean of the client and of the tools on it (option names, marketplace ids, XML services): one
// implementation, `closestName` (the first of `closestNames`) of `@baykit/spec/facts`, which the command line, MCP
// and the explorer use too.
import { closestName as closest } from '@baykit/spec/facts';

/** The known name closest to `name` (case-insensitive edit distance), if any is close enough to be a typo. */
export const closestName = (name: string, known: readonly string[]): string | undefined => closest(name, known);
