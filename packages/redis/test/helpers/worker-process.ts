import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A worker script built into one plain JavaScript file, and the temporary folder that holds it. */
export interface WorkerBundle {
  /** The built file: `node <file>` runs it, with nothing to compile. */
  file: string;
  /** Removes the folder. */
  remove(): void;
}

/**
 * Builds `script` (TypeScript, with the workspace packages resolved to their sources, as in the tests) and
 * everything it imports into one ES module in a fresh temporary folder, once per suite: each worker process then
 * starts as plain Node, instead of compiling the whole client through tsx as every process of a fleet did.
 * CommonJS dependencies (ioredis) get a `require` of their own.
 */
export async function bundleWorker(script: string): Promise<WorkerBundle> {
  const dir = mkdtempSync(join(tmpdir(), 'baykit-fleet-worker-'));
  const file = join(dir, 'worker.mjs');
  try {
    await build({
      entryPoints: [script],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      conditions: ['source'],
      sourcemap: true,
      logLevel: 'error',
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A worker in a process of its own: its stdout lines as they come, its stderr, its exit. */
export interface WorkerProcess {
  child: ChildProcess;
  lines: string[];
  stderr: string;
  exited: Promise<number | null>;
}

/**
 * Runs a built worker (`bundleWorker`) as another process of a fleet would run, with stdin open for commands.
 * `onLine` sees each stdout line as it arrives.
 */
export function spawnWorker(
  bundle: WorkerBundle,
  options: { args?: string[]; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void } = {},
): WorkerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', bundle.file, ...(options.args ?? [])], {
    cwd: PACKAGE_DIR,
    env: options.env ?? process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const worker: WorkerProcess = {
    child,
    lines: [],
    stderr: '',
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
  child.stderr?.on('data', (chunk: Buffer) => void (worker.stderr += chunk.toString()));
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      worker.lines.push(line);
      options.onLine?.(line);
    });
  }
  return worker;
}
