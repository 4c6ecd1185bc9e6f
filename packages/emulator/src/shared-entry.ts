// @baykit/emulator/shared: finding, proving and stopping the shared emulator, and the private state directory.
// Deprecated: they live in @baykit/local now, under the one state-folder policy every tool shares; this entry
// re-exports them (the same objects, so `instanceof ForeignEmulatorError` holds across the two) for programs that
// import it.
/** @deprecated Import from `@baykit/local`. */
export {
  findSharedEmulator,
  ForeignEmulatorError,
  portAnswers,
  PrivateStateError,
  probeEmulator,
  readPrivateFile,
  requestShutdown,
  securePrivateDir,
  sharedEmulatorSecret,
  sharedEmulatorUrl,
  sharedStateDir,
  SHARED_EMULATOR_PORT,
  writePrivateFile,
  type AppRegistration,
  type ProvenEmulator,
} from '@baykit/local';
