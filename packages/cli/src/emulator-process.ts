import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  findSharedEmulator,
  ForeignEmulatorError,
  portAnswers,
  probeEmulator,
  readPrivateFile,
  requestShutdown,
  sharedEmulatorSecret,
  sharedEmulatorUrl,
  writePrivateFile,
  type AppRegistration,
} from '@baykit/local';
import type { CliIo } from './io.js';
import { emulatorPort, stateDir } from './paths.js';

/** The shared emulator's URL. */
export const emulatorUrl = (io: CliIo): string => sharedEmulatorUrl(io.env);

const pidFile = (io: CliIo): string => join(stateDir(io), 'emulator.pid');

/** The owner secret of the shared emulator (made on first use in the private state directory). */
const secretOf = (io: CliIo): Uint8Array => sharedEmulatorSecret(io.env, { create: true }) as Uint8Array;

/**
 * The `--conditions` flags among Node's flags (`--conditions=source` runs the bin from the sources): the emulator
 * is started the way this command line was, and with none of its other flags (a host program's `--inspect` port).
 */
export function conditionFlags(execArgv: readonly string[]): string[] {
  return execArgv.flatMap((flag, i) =>
    /^(--conditions|-C)=/.test(flag)
      ? [flag]
      : /^(--conditions|-C)$/.test(flag) && execArgv[i + 1] !== undefined
        ? [flag, execArgv[i + 1] as string]
        : [],
  );
}

const waitFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shared local emulator, started in the background on first use and reused by every later command (state
 * survives between commands: create an item in one, read it in the next). Only an emulator that proves it is the
 * one this user started (an HMAC of a fresh challenge under the owner secret: findSharedEmulator) is used; when
 * something else answers on the port, a `ForeignEmulatorError` says so and nothing is sent to it. Resolves to its
 * URL and app.
 */
export async function ensureEmulator(io: CliIo): Promise<{ url: string; app: AppRegistration }> {
  const url = emulatorUrl(io);
  const running = await findSharedEmulator(io.env, { create: true });
  if (running) return { url, app: running.app };
  const bin = fileURLToPath(new URL('../bin/baykit.js', import.meta.url));
  // The child reads the owner secret from the state directory itself: never on its command line, which every user
  // of the machine sees in `ps`.
  // It sees the command's environment, nothing else of this process's (which may be a program running `run`).
  const child = spawn(
    process.execPath,
    [...conditionFlags(process.execArgv), bin, 'emulator', '--foreground', '--port', String(emulatorPort(io))],
    { detached: true, stdio: 'ignore', env: { ...io.env } as NodeJS.ProcessEnv },
  );
  child.unref();
  writePrivateFile(pidFile(io), String(child.pid ?? ''));
  const secret = secretOf(io);
  // Waits for it to answer (it prints nothing: it runs detached), checking its state, never a fixed sleep.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const proven = await probeEmulator(url, secret);
    if (proven) {
      io.stderr(`baykit: started the local emulator at ${url} (baykit emulator stop ends it)\n`);
      return { url, app: proven.app };
    }
    if (child.exitCode !== null) break;
    await waitFor(100);
  }
  // Someone else took the port while it started.
  if (await portAnswers(url)) throw new ForeignEmulatorError(url);
  throw new Error(`The local emulator did not start at ${url}: is the port taken? Set BAYKIT_EMULATOR_PORT.`);
}

/**
 * `baykit emulator --foreground`: runs the emulator in this process until Ctrl-C or SIGTERM (`io.interrupted`), or
 * until its owner asks it to stop over its admin API (`baykit emulator stop`: requestShutdown, an HMAC under the
 * owner secret).
 */
export async function runForeground(io: CliIo, port: number): Promise<void> {
  let stopRequested = (): void => undefined;
  const stopping = new Promise<void>((resolve) => (stopRequested = resolve));
  // With the owner secret, so this user's commands and explorer can tell it from another user's server.
  // The emulator itself is loaded only here: a call to one that runs needs just the lookup above.
  const { createEmulator } = await import('@baykit/emulator');
  const emulator = createEmulator({ ownerSecret: secretOf(io), onShutdownRequest: () => stopRequested() });
  const { url } = await emulator.listen(port);
  io.stdout(`baykit emulator listening on ${url}\n`);
  // The listening server keeps the process alive until then.
  await Promise.race([stopping, io.interrupted()]);
  await emulator.close();
}

/** `baykit emulator status`: whether the shared emulator answers, and where. */
export async function status(io: CliIo): Promise<boolean> {
  const url = emulatorUrl(io);
  const running = await findSharedEmulator(io.env, { create: true });
  io.stdout(
    running
      ? `running at ${url} (app ${running.app.appId}, pid ${running.pid})\n`
      : `not running (would start at ${url})\n`,
  );
  return running !== undefined;
}

/** A process id the command line may signal: a whole number above 1 (0 and -1 would signal a process group or every process). */
const isSignalablePid = (pid: number): boolean => Number.isSafeInteger(pid) && pid >= 2;

/**
 * Whether `pid` is a background emulator of this user's command line, by its command line in /proc (where there is
 * one): `… bin/baykit.js emulator --foreground …`, owned by this user.
 */
function isOurEmulatorProcess(pid: number): boolean {
  try {
    if (statSync(`/proc/${pid}`).uid !== process.getuid?.()) return false;
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const at = args.findIndex((arg) => /[\\/]bin[\\/]baykit\.js$/.test(arg));
    return at >= 0 && args[at + 1] === 'emulator' && args[at + 2] === '--foreground';
  } catch {
    return false;
  }
}

/** The pid in the pid file when it is a background emulator of this user's (checked), else undefined. */
function verifiedPidFromFile(io: CliIo): number | undefined {
  const text = readPrivateFile(pidFile(io));
  if (text === undefined) return undefined;
  const pid = Number(text.trim());
  if (!isSignalablePid(pid)) {
    io.stderr(`baykit: ignoring the pid file, which holds "${text.trim().slice(0, 20)}", not a process id\n`);
    return undefined;
  }
  if (!isOurEmulatorProcess(pid)) {
    io.stderr(`baykit: ignoring the pid file: process ${pid} is not an emulator this command line started\n`);
    return undefined;
  }
  return pid;
}

/**
 * The pid a proven emulator named, when this machine shows it is a background emulator of this user's: with /proc,
 * by its owner and command line (an emulator in a container with the state directory mounted names its pid inside
 * the container, which here may be any process); without /proc, as named.
 */
function verifiedProvenPid(io: CliIo, pid: number): number | undefined {
  if (!isSignalablePid(pid)) return undefined;
  if (!existsSync('/proc/self') || isOurEmulatorProcess(pid)) return pid;
  io.stderr(
    `baykit: not signalling process ${pid}: the emulator named it, but it is not an emulator this command line started here (one in a container?)\n`,
  );
  return undefined;
}

/**
 * `baykit emulator stop`: ends the background emulator this user's command line started, and nothing else. It
 * asks the emulator itself (requestShutdown: an HMAC under the owner secret of a challenge it hands out), which
 * needs no process id; an emulator that cannot be asked so (an older one) is signalled by the pid it proved, or,
 * when it does not answer, by the pid file's, each only once /proc shows that process is such an emulator of
 * this user's.
 */
export async function stop(io: CliIo): Promise<boolean> {
  const url = emulatorUrl(io);
  const secret = secretOf(io);
  const proven = await probeEmulator(url, secret);
  const asked = proven !== undefined && (await requestShutdown(url, secret));
  const pid = asked ? undefined : proven ? verifiedProvenPid(io, proven.pid) : verifiedPidFromFile(io);
  if (pid !== undefined) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(pidFile(io), { force: true });
  if (proven && !asked && pid === undefined) {
    io.stdout(
      `the emulator at ${url} did not stop: it cannot be asked to, and no process of it here may be signalled\n`,
    );
    return false;
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (await probeEmulator(url, secret))) await waitFor(100);
  if (await probeEmulator(url, secret)) {
    io.stdout(`the emulator at ${url} did not stop\n`);
    return false;
  }
  if (await portAnswers(url)) {
    io.stdout(`something else answers at ${url}: not an emulator this command line started, so it was left alone\n`);
    return false;
  }
  io.stdout('stopped\n');
  return true;
}
