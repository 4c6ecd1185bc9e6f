// `npm run test:loaded`: the timing-sensitive suites run while two CPU-bound processes compete for the machine, as
// they do on a busy CI runner or a shared 2-core box. A test that passes only when the machine is idle fails here.
// Extra arguments go to Vitest (e.g. `npm run test:loaded -- --reporter=verbose`). BAYKIT_TEST_TIME_SCALE applies
// as in `npm test` (default 1: the suites must pass under load with their ordinary limits).
import { spawn } from 'node:child_process';
import { root } from './workspaces.mjs';

/** The suites that wait on processes, servers and browsers: where load shows first. */
export const LOADED_SUITES = [
  'packages/cli/test/',
  'apps/explorer/test/e2e/',
  'packages/emulator/test/e2e/',
  'packages/client/test/reliability/soak.test.ts',
  'packages/redis/test/token-store/fleet.test.ts',
  'packages/redis/test/budget/fleet.test.ts',
];

/** How many busy loops run beside the tests. */
const HOGS = 2;

/** Starts a process that keeps one core busy until it is killed. */
function startHog() {
  const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  hog.on('error', (error) => console.error(`test:loaded: a busy loop failed to start: ${error.message}`));
  return hog;
}

const hogs = [];
let code;
try {
  for (let i = 0; i < HOGS; i++) hogs.push(startHog());
  console.log(`test:loaded: ${HOGS} busy loops running (pids ${hogs.map((h) => h.pid).join(', ')})`);
  const started = Date.now();
  const vitest = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', ...LOADED_SUITES, ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const stop = (signal) => vitest.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  code = await new Promise((resolve) => {
    vitest.on('error', (error) => {
      console.error(`test:loaded: could not run Vitest: ${error.message}`);
      resolve(1);
    });
    vitest.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  console.log(`test:loaded: Vitest exited ${code} after ${Math.round((Date.now() - started) / 1000)} s under load`);
} finally {
  for (const hog of hogs) hog.kill('SIGKILL');
}
process.exit(code ?? 1);
