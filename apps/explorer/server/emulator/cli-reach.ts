import { SHARED_EMULATOR_PORT } from '@baykit/local';
import type { CliReach } from '../../shared/api.js';

/**
 * How a `baykit` command copied from the explorer reaches the explorer's local emulator at `url`, so the command
 * sees the data the explorer's calls made: the command line calls the emulator on 127.0.0.1 at
 * `BAYKIT_EMULATOR_PORT` (default 4010), and only one that proves, with this user's owner secret, that the user
 * started it (`provable`: the embedded emulator holds the secret, a joined one is the command line's own).
 */
export function cliReach(url: string, provable: boolean): CliReach {
  const { hostname, port } = new URL(url);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost')
    return {
      unreachable: `the command line calls an emulator on 127.0.0.1 only, and the explorer's is at ${url}: a copied command would call another one.`,
    };
  if (!provable)
    return {
      unreachable:
        "the explorer's emulator has no owner secret (the command line's state directory could not be used), so the command line would refuse it: a copied command would start an emulator of its own.",
    };
  return { env: Number(port) === SHARED_EMULATOR_PORT ? {} : { BAYKIT_EMULATOR_PORT: port } };
}
