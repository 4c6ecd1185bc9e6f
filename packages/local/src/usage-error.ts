/**
 * A mistake in how a tool was called (an unknown `--env`, a profile that does not exist): the message says what to
 * fix. The command line exits with status 2 on it, the MCP server refuses to start.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
