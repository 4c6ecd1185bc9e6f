import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulator, probeEmulator, sharedEmulatorUrl, type AppRegistration } from '@baykit/emulator';
import type { CliIo } from './io.js';
import { emulatorPort, stateDir } from './paths.js';

/** The shared emulator's URL. */
export const emulatorUrl = (io: CliIo): string => sharedEmulatorUrl(io.env);

const pidFile = (io: CliIo): string => join(stateDir(io), 'emulator.pid');

/**
 * The shared local emulator, started in the background on first use and reused by every later command (state
 * survives between commands: create an item in one, read it in the next). Resolves to its URL and app.
 */
export async function ensureEmulator(io: CliIo): Promise<{ url: string; app: AppRegistration }> {
  const url = emulatorUrl(io);
  const running = await probeEmulator(url);
  if (running) return { url, app: running };
  const bin = fileURLToPath(new URL('../bin/baykit.js', import.meta.url));
  const child = spawn(
    process.execPath,
    [...process.execArgv, bin, 'emulator', '--foreground', '--port', String(emulatorPort(io))],
    { detached: true, stdio: 'ignore', env: { ...process.env, ...io.env } as NodeJS.ProcessEnv },
  );
  child.unref();
  mkdirSync(stateDir(io), { recursive: true, mode: 0o700 });
  writeFileSync(pidFile(io), String(child.pid ?? ''), { mode: 0o600 });
  // Waits for it to answer (it prints nothing: it runs detached), checking its state, never a fixed sleep.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const app = await probeEmulator(url);
    if (app) {
      io.stderr(`baykit: started the local emulator at ${url} (baykit emulator stop ends it)\n`);
      return { url, app };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The local emulator did not start at ${url}: is the port taken? Set BAYKIT_EMULATOR_PORT.`);
}

/** `baykit emulator --foreground`: runs the emulator in this process until SIGINT or SIGTERM. */
export async function runForeground(io: CliIo, port: number): Promise<void> {
  const emulator = createEmulator();
  const { url } = await emulator.listen(port);
  io.stdout(`baykit emulator listening on ${url}\n`);
  await new Promise<void>((resolve) => {
    const stop = (): void => void emulator.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/** `baykit emulator status`: whether the shared emulator answers, and where. */
export async function status(io: CliIo): Promise<boolean> {
  const url = emulatorUrl(io);
  const app = await probeEmulator(url);
  io.stdout(app ? `running at ${url} (app ${app.appId})\n` : `not running (would start at ${url})\n`);
  return app !== undefined;
}

/** `baykit emulator stop`: ends the background emulator this command line started. */
export async function stop(io: CliIo): Promise<boolean> {
  let pid: number | undefined;
  try {
    pid = Number(readFileSync(pidFile(io), 'utf8'));
  } catch {
    pid = undefined;
  }
  if (pid && Number.isInteger(pid)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(pidFile(io), { force: true });
  const url = emulatorUrl(io);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (await probeEmulator(url))) await new Promise((resolve) => setTimeout(resolve, 100));
  const stillUp = await probeEmulator(url);
  io.stdout(stillUp ? `an emulator still answers at ${url} (not started by baykit)\n` : 'stopped\n');
  return !stillUp;
}
