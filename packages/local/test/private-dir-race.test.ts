// The race securePrivateDir closes: between its check of the folders above the state folder and its mkdir, another
// user (under a shared /tmp, say) makes a missing one, writable by others. Here mkdirSync is wrapped to make that
// folder at that very moment (mode 0777, not sticky), as the other user would; the second check must refuse it.
import type * as nodeFs from 'node:fs';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

/** The ancestor the "other user" makes between the check and mkdir; set by the test. */
const race: { ancestor?: string } = {};

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof nodeFs>();
  const mkdirWithRace = ((path: string, options?: object) => {
    if (race.ancestor !== undefined) {
      fs.mkdirSync(race.ancestor);
      fs.chmodSync(race.ancestor, 0o777);
      race.ancestor = undefined;
    }
    return fs.mkdirSync(path, options);
  }) as typeof fs.mkdirSync;
  return { ...fs, default: { ...fs, mkdirSync: mkdirWithRace }, mkdirSync: mkdirWithRace };
});

const { PrivateStateError, securePrivateDir } = await import('../src/index.js');

let home: string;
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'baykit-local-race-'));
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

it.skipIf(process.platform === 'win32')(
  'refuses a folder above the state folder that another user made writable between the check and mkdir',
  () => {
    const ancestor = join(home, 'shared');
    race.ancestor = ancestor;
    const dir = join(ancestor, 'state', 'baykit');
    const refusal = /shared can be changed by other users \(mode 0777\)/;
    expect(() => securePrivateDir(dir, { create: true })).toThrow(refusal);
    expect(race.ancestor).toBeUndefined(); // the race did happen, inside securePrivateDir's mkdir
    expect(() => securePrivateDir(dir, { create: true })).toThrow(PrivateStateError);
    expect(() => securePrivateDir(dir, { create: true })).toThrow(refusal);
    chmodSync(ancestor, 0o700);
    expect(securePrivateDir(dir, { create: true })).toBe(true);
  },
);
