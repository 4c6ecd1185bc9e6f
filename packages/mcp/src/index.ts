// @baykit/mcp: an MCP server on baykit (README.md): `startServer` runs it as the `baykit-mcp` command does.
export { HELP, serve, startServer, type RunningServer } from './main.js';
export { createServer, VERSION, type ServerContext } from './server.js';
export { CallLog, maskAnswer, maskArguments, type CallRecord } from './log.js';
export { parseSpendCap, SpendLedger, type SpendCap } from './safety.js';
export { DATA_NOTE, fenced } from './results.js';
export { isOffered, operationNamed, operations, search, summaryLine, type Operation } from './catalog.js';
export type { Policy } from './gate.js';
export type { McpIo } from './io.js';
export { openTarget, type Target, type TargetOptions } from './target.js';
