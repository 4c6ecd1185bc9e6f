export { createEmulator, DEFAULT_APP, type Emulator } from './emulator.js';
export type { AppRegistration, EmulatorOptions } from './types.js';
export type { Listening } from './server.js';
export { EmulatorClock } from './clock.js';
