// The command line's folders and the shared emulator's port: @baykit/local's, under its one state-folder policy.
export { configBase, configDir, emulatorPort, stateDir } from '@baykit/local';
