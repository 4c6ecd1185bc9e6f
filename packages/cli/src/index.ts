// @baykit/cli: the `baykit` command (bin/baykit.js), and `run` for programs that drive it.
export { run } from './run.js';
export type { CliIo } from './io.js';
