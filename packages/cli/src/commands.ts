// The commands that reach the client or the shared emulator, as one module: the built command line (one ESM build,
// tsup.config.ts) loads them as one chunk when one of them runs, because each file a command's start loads costs
// more than its size does (packages/cli/README.md, Start-up). `--help` and `ops` load none of it (run.ts).
export { call } from './call.js';
export { xml } from './xml.js';
export { login, logout, token } from './auth.js';
export { completion, trigger } from './more.js';
export { listen } from './listen.js';
export { feed } from './feed.js';
export { configure } from './profiles.js';
export { runForeground, status, stop } from './emulator-process.js';
export { emulatorPort } from './paths.js';
export { describeError } from './output.js';
export { loginCommand, targetFlagsOf } from './sign-in.js';
