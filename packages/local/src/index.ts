// @baykit/local: what baykit's tools keep and find on this machine, under one policy: the state folder and private
// files, profiles, targets (where a tool's calls go), and finding and proving the shared emulator (README.md).
export type { AppRegistration } from './app-registration.js';
export { sharedEmulatorSecret } from './emulator-secret.js';
export { loginCommand, type TargetFlags } from './login-command.js';
export { PrivateStateError, UsageError } from './errors.js';
export { securePrivateDir } from './private-dir.js';
export { readPrivateFile, writePrivateFile } from './private-file.js';
export {
  configPath,
  isProfile,
  profileOf,
  readProfiles,
  writeProfiles,
  type Profile,
  type ProfileFile,
} from './profiles.js';
export {
  emulatorPort,
  findSharedEmulator,
  ForeignEmulatorError,
  portAnswers,
  probeEmulator,
  requestShutdown,
  sharedEmulatorUrl,
  SHARED_EMULATOR_PORT,
  type ProvenEmulator,
} from './shared-emulator.js';
export { configBase, configDir, sharedStateDir, stateDir, type LocalEnv, type LocalIo } from './state-dir.js';
export {
  clientFor,
  ensureUser,
  envOf,
  targetOf,
  TARGET_OPTIONS,
  type ClientExtras,
  type EmulatorStarter,
  type EnvName,
  type TargetClient,
  type TargetIo,
} from './targets.js';
