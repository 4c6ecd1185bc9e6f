import type { AppRegistration } from './types.js';

/** The loopback port of the shared emulator that the `baykit` command line starts and the explorer joins. */
export const SHARED_EMULATOR_PORT = 4010;

/**
 * The URL of the shared local emulator: `http://127.0.0.1:<port>`, the port from `BAYKIT_EMULATOR_PORT` (default
 * 4010). Throws a RangeError naming the variable when it is not a port number.
 */
export function sharedEmulatorUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const raw = env.BAYKIT_EMULATOR_PORT;
  const port = raw === undefined || raw === '' ? SHARED_EMULATOR_PORT : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new RangeError(`BAYKIT_EMULATOR_PORT must be a port number (1–65535), not "${raw}".`);
  return `http://127.0.0.1:${port}`;
}

/**
 * The registered test app of the emulator answering at `url` (its `GET /__emulator/app`), or undefined when
 * nothing answers there within `timeoutMs`, or something that is not a baykit emulator.
 */
export async function probeEmulator(url: string, timeoutMs = 1000): Promise<AppRegistration | undefined> {
  try {
    const response = await fetch(`${url}/__emulator/app`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    const app = (await response.json()) as Partial<AppRegistration>;
    return typeof app.appId === 'string' && typeof app.certId === 'string' && typeof app.ruName === 'string'
      ? (app as AppRegistration)
      : undefined;
  } catch {
    return undefined;
  }
}
