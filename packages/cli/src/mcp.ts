import type { CliIo } from './io.js';
import { UsageError } from './io.js';

/** What `baykit mcp` runs of @baykit/mcp (its `serve`). */
interface McpPackage {
  serve(argv: readonly string[], io: CliIo): Promise<number>;
}

// @baykit/mcp is optional (it brings the MCP SDK, which most users of the command line never load): `baykit mcp`
// runs it when it is installed beside the command line, and says how to install it otherwise. Both sign in through
// @baykit/local, so neither depends on the other.
const PACKAGE = '@baykit/mcp';

/** `baykit mcp [options]`: the MCP server of @baykit/mcp (`baykit-mcp`), with the same options. */
export async function mcp(io: CliIo, argv: string[]): Promise<number> {
  let loaded: McpPackage;
  try {
    loaded = (await import(PACKAGE)) as McpPackage;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new UsageError(
      'baykit mcp runs the MCP server of @baykit/mcp, which is not installed: npm install -g @baykit/mcp (or run npx @baykit/mcp).',
    );
  }
  return loaded.serve(argv, io);
}
