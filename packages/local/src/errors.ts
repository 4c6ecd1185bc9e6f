// @baykit/local/errors: the two refusals of @baykit/local, in a module that loads nothing else, so a program can
// tell them apart (the command line's exit status) without loading the rest.

/** A state directory or file baykit will not use, because another user could read it or write through it. */
export class PrivateStateError extends Error {
  override readonly name = 'PrivateStateError';
}

/**
 * A mistake in how a tool was called (an unknown `--env`, a profile that does not exist): the message says what to
 * fix. The command line exits with status 2 on it, the MCP server refuses to start.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
