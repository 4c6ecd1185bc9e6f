// @baykit/emulator/shared: finding, proving and stopping the shared emulator, and the private state directory, without
// the emulator itself (what the `baykit` command line loads for a call to a running emulator). The same objects as
// the package's main entry (one build, shared chunks): `instanceof ForeignEmulatorError` holds across the two.
export type { AppRegistration } from './types.js';
export {
  findSharedEmulator,
  ForeignEmulatorError,
  portAnswers,
  probeEmulator,
  requestShutdown,
  sharedEmulatorUrl,
  SHARED_EMULATOR_PORT,
  type ProvenEmulator,
} from './shared.js';
export {
  PrivateStateError,
  readPrivateFile,
  securePrivateDir,
  sharedEmulatorSecret,
  sharedStateDir,
  writePrivateFile,
} from './private-state.js';
