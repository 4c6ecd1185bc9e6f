// @baykit/cli/targets: where the command line's calls go (profiles, the token store, the background emulator), for
// other shells over baykit (the MCP server in @baykit/mcp signs in exactly as `baykit` does).
export {
  clientFor,
  ensureUser,
  envOf,
  signInOnEmulator,
  targetOf,
  TARGET_OPTIONS,
  type CliClient,
  type ClientExtras,
  type EnvName,
} from './client.js';
export { profileOf, type Profile } from './profiles.js';
export { UsageError, type CliIo } from './io.js';
