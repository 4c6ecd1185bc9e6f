import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A TypeScript worker script in a process of its own: its stdout lines as they come, its stderr, its exit. */
export interface WorkerProcess {
  child: ChildProcess;
  lines: string[];
  stderr: string;
  exited: Promise<number | null>;
}

/**
 * Runs `script` (TypeScript, with workspace packages resolved to their sources) as another process of a fleet
 * would run, with stdin open for commands. `onLine` sees each stdout line as it arrives.
 */
export function spawnWorker(
  script: string,
  options: { args?: string[]; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void } = {},
): WorkerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script, ...(options.args ?? [])], {
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
