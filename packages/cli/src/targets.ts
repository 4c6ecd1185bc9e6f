// @baykit/cli/targets: where the command line's calls go (profiles, the token store, the background emulator).
// Deprecated: @baykit/local holds targets and profiles for every tool (the MCP server signs in through it); these
// names stay for programs that import them, with the command line's background emulator behind `targetOf`.
/** @deprecated Import targets and profiles from `@baykit/local`; `signInOnEmulator` from `@baykit/emulator/admin`. */
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
