// `npm start -- <flags>` at the repository root, as the READMEs and the port-in-use message say to run it: the
// flags pass through both npm scripts (root, then the explorer's) to the explorer's command line. The build step
// (`vite build`) is replaced by a no-op through npm's script shell, so the test runs the real scripts in seconds
// and does not touch the build the end-to-end test makes.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPrinted, withKey } from './explorer-harness.js';
import { scaled } from '../../../../scripts/test-time.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

interface Run {
  /** Resolves with the exit code and everything printed, once the process group has exited. */
  exited: Promise<{ code: number | null; output: string }>;
  output: () => string;
  stop: () => void;
}

describe('npm start -- <flags>', () => {
  let work: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'baykit-explorer-start-'));
    const bin = join(work, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'vite'), '#!/bin/sh\nexit 0\n');
    // npm runs every script through this shell: the real /bin/sh, with the no-op vite first on PATH.
    writeFileSync(join(work, 'script-shell'), `#!/bin/sh\nPATH='${bin}':"$PATH"\nexport PATH\nexec /bin/sh "$@"\n`);
    chmodSync(join(bin, 'vite'), 0o755);
    chmodSync(join(work, 'script-shell'), 0o755);
    const { BAYKIT_EXPLORER_EMULATOR: _e, PORT: _p, ...rest } = process.env;
    env = { ...rest, npm_config_script_shell: join(work, 'script-shell'), NO_COLOR: '1' };
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** `npm <args>` at the repository root, in its own process group (npm, sh and node are stopped together). */
  const npm = (args: string[]): Run => {
    const child = spawn('npm', args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; output: string }>((done) =>
      child.on('exit', (code) => done({ code, output })),
    );
    return {
      exited,
      output: () => output,
      stop: () => {
        try {
          if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      },
    };
  };

  it(
    'recommends npm start -- --port <n> when the port is taken, and that command starts the explorer',
    async () => {
      const blocker: Server = createServer();
      await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
      const taken = (blocker.address() as { port: number }).port;
      const common = ['--data-dir', join(work, 'home'), '--emulator', 'embedded'];
      try {
        const refused = npm(['start', '--', '--port', String(taken), ...common]);
        try {
          const { code, output } = await refused.exited;
          expect(code, output).toBe(1);
          expect(output).toContain(`port ${taken} on 127.0.0.1 is already in use`);
          expect(output).not.toContain('Unexpected argument');
          const recommended = /\((npm start -- --port) <n>/.exec(output)?.[1];
          expect(recommended, output).toBe('npm start -- --port');
        } finally {
          refused.stop();
        }

        // The recommended command, word for word, with 0 (a free port) for <n>.
        const started = npm(['start', '--', '--port', '0', ...common]);
        try {
          const printed = /baykit explorer: (http:\/\/127\.0\.0\.1:\d+\/#key=[\w-]+)\n/;
          await expect.poll(() => printed.exec(started.output())?.[1], { timeout: scaled(60_000) }).toBeDefined();
          const openUrl = printed.exec(started.output())?.[1] ?? '';
          expect(Number(new URL(openUrl).port)).not.toBe(taken);
          // The printed address lets a browser in.
          const key = openPrinted(openUrl);
          expect((await fetch(new URL('/api/session', openUrl), { headers: withKey({}, key) })).status).toBe(200);
          expect(started.output()).toContain(`data: ${join(work, 'home')}`);
          expect(started.output()).toMatch(/embedded emulator: http:\/\/127\.0\.0\.1:\d+/);
        } finally {
          started.stop();
          await started.exited;
        }
      } finally {
        blocker.close();
      }
    },
    scaled(120_000),
  );
});
