// The XML worker from source (tests, the workspace): registers tsx, then runs parse-worker-thread.ts. The built
// package loads dist/parse-worker.js instead, which is that file compiled.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker-thread.ts');
