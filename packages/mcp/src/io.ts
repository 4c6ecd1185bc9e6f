import type { TargetIo } from '@baykit/local';

/**
 * Everything the server takes from its process: its environment and standard streams, and when to stop. The
 * command line's `CliIo` is one, so `baykit mcp` passes its own.
 */
export interface McpIo extends TargetIo {
  stdout(text: string): void;
  /** Resolves when the user asks the server to stop (Ctrl-C or SIGTERM in the bin). */
  interrupted(): Promise<void>;
}
