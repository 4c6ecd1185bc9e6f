// `baykit proxy …` run in process until the test stops it: resolves once the relay listens, with its URL; `stop()` is
// the test's Ctrl-C, and resolves to what the command printed and its exit status.
import type { CliIo } from '../../src/io.js';
import { run } from '../../src/run.js';
import type { Ran } from './cli-harness.js';

/** A running `baykit proxy`. */
export interface RunningProxy {
  /** `http://127.0.0.1:<port>/<key>`, the origin an app points its client at (as the proxy printed it). */
  url: string;
  /** What it printed on standard error so far (the live lines). */
  stderr(): string;
  /** Resolves once standard error holds `text` (a live line for an exchange). */
  printed(text: string): Promise<void>;
  /** Ctrl-C: the relay closes, and the command's output and exit status come back. */
  stop(): Promise<Ran>;
}

/** Runs `baykit proxy <args>` with `env` and `cwd`; rejects with its output when it ends before listening. */
export async function startProxy(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<RunningProxy> {
  let stdout = '';
  let stderr = '';
  const watchers: { text: string; resolve(): void }[] = [];
  const stopper = new AbortController();
  let listening: (url: string) => void = () => undefined;
  const ready = new Promise<string>((resolve) => (listening = resolve));
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => {
      stderr += text;
      const url = /origin at (http:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(stderr)?.[1];
      if (url) listening(url);
      for (const watcher of watchers.filter((w) => stderr.includes(w.text))) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve();
      }
    },
    stdin: () => Promise.resolve(''),
    isTty: false,
    env,
    cwd,
    interrupted: () =>
      new Promise<void>((resolve) => {
        if (stopper.signal.aborted) resolve();
        else stopper.signal.addEventListener('abort', () => resolve(), { once: true });
      }),
  };
  const ended = run(['proxy', ...args], io).then((status) => ({ status, stdout, stderr }));
  const first = await Promise.race([ready, ended]);
  if (typeof first !== 'string') throw new Error(`baykit proxy ended (${first.status}): ${first.stderr}`);
  return {
    url: first,
    stderr: () => stderr,
    printed: (text) =>
      stderr.includes(text) ? Promise.resolve() : new Promise<void>((resolve) => watchers.push({ text, resolve })),
    async stop() {
      stopper.abort();
      return ended;
    },
  };
}
