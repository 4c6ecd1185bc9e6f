// The one state-folder policy: a private folder (0700, below folders no one else can swap), private files read
// without following a link, the owner secret made once. Moved here from the emulator's tests with the code.
import {
  chmodSync,
  chownSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PrivateStateError,
  readPrivateFile,
  securePrivateDir,
  sharedEmulatorSecret,
  writePrivateFile,
} from '../src/index.js';

let home: string;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'baykit-local-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

let dirs = 0;
/** A fresh XDG_STATE_HOME and the env naming it. */
function envFor(): { env: { XDG_STATE_HOME: string }; stateDir: string } {
  const state = join(home, `state-${++dirs}`);
  return { env: { XDG_STATE_HOME: state }, stateDir: join(state, 'baykit') };
}

describe('the private state directory', () => {
  it('keeps the owner secret in a 0600 file of a 0700 directory, the same one for every caller', () => {
    const { env, stateDir } = envFor();
    expect(sharedEmulatorSecret(env, { create: false })).toBeUndefined();
    const secret = sharedEmulatorSecret(env)!;
    expect(secret.byteLength).toBe(32);
    expect(lstatSync(stateDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(stateDir, 'emulator.secret')).mode & 0o777).toBe(0o600);
    expect(Buffer.from(sharedEmulatorSecret(env)!).equals(Buffer.from(secret))).toBe(true);
  });

  it('refuses a directory others can only read (0755), and creates missing ones 0700', () => {
    const dir = join(home, `readable-${++dirs}`, 'baykit');
    expect(securePrivateDir(dir, { create: false })).toBe(false);
    expect(securePrivateDir(dir, { create: true })).toBe(true);
    expect([lstatSync(dir).mode & 0o777, lstatSync(join(dir, '..')).mode & 0o777]).toEqual([0o700, 0o700]);
    chmodSync(dir, 0o755);
    expect(() => securePrivateDir(dir, { create: true })).toThrow(
      new PrivateStateError(`${dir} can be read by other users (mode 0755): run chmod 700 "${dir}".`),
    );
  });

  it('refuses a directory others can write, a link, a link inside it, and a secret others can read', () => {
    const { env, stateDir } = envFor();
    sharedEmulatorSecret(env);
    chmodSync(stateDir, 0o777);
    expect(() => sharedEmulatorSecret(env)).toThrow(/can be changed by other users \(mode 0777\): run chmod 700/);
    chmodSync(stateDir, 0o700);
    chmodSync(join(stateDir, 'emulator.secret'), 0o644);
    expect(() => sharedEmulatorSecret(env)).toThrow(/can be read by other users .*chmod 600/);
    chmodSync(join(stateDir, 'emulator.secret'), 0o600);

    const planted = join(home, 'planted-target');
    writeFileSync(planted, 'theirs');
    symlinkSync(planted, join(stateDir, 'emulator.pid'));
    expect(() => securePrivateDir(stateDir, { create: true })).toThrow(PrivateStateError);
    expect(() => readPrivateFile(join(stateDir, 'emulator.pid'))).toThrow(/is a symbolic link/);
    rmSync(join(stateDir, 'emulator.pid'));

    const linked = envFor();
    mkdirSync(join(linked.env.XDG_STATE_HOME), { recursive: true });
    symlinkSync(stateDir, linked.stateDir);
    expect(() => sharedEmulatorSecret(linked.env)).toThrow(/is a symbolic link: baykit keeps tokens and keys only/);
  });

  it.runIf(process.getuid?.() === 0)("refuses another user's directory or file (as root: chown to nobody)", () => {
    const { env, stateDir } = envFor();
    sharedEmulatorSecret(env);
    chownSync(join(stateDir, 'emulator.secret'), 65534, 65534);
    expect(() => sharedEmulatorSecret(env)).toThrow(/belongs to another user \(uid 65534\)/);
    chownSync(stateDir, 65534, 65534);
    expect(() => sharedEmulatorSecret(env)).toThrow(`${stateDir} belongs to another user`);
  });

  it('refuses a state directory below one others can change (0777, not sticky), saying how to fix it', () => {
    const open = join(home, `open-${++dirs}`);
    mkdirSync(join(open, 'mine'), { recursive: true, mode: 0o700 });
    chmodSync(open, 0o777);
    for (const state of [open, join(open, 'mine'), join(open, 'new', 'deeper')]) {
      expect(() => sharedEmulatorSecret({ XDG_STATE_HOME: state })).toThrow(
        `${open} can be changed by other users (mode 0777), so they could swap ${join(state, 'baykit')} for a directory of their own: run chmod go-w "${open}" (or chmod +t for a shared directory, as /tmp is), or set XDG_STATE_HOME to a directory of your own.`,
      );
      expect(existsSync(join(state, 'baykit'))).toBe(false);
    }
    // Reached through a link, the directory it points into is checked.
    const linked = join(home, `link-${dirs}`);
    symlinkSync(join(open, 'mine'), linked);
    expect(() => securePrivateDir(join(linked, 'baykit'), { create: true })).toThrow(`${open} can be changed`);
    // Sticky (as /tmp is): no one can rename or delete another user's entry there.
    chmodSync(open, 0o1777);
    expect(sharedEmulatorSecret({ XDG_STATE_HOME: join(open, 'mine') })?.byteLength).toBe(32);
  });

  it.runIf((statSync(tmpdir()).mode & 0o1000) !== 0)('accepts the system temp directory itself (sticky)', () => {
    const state = join(tmpdir(), `baykit-sticky-${process.pid}-${++dirs}`);
    cleanups.push(() => rmSync(state, { recursive: true, force: true }));
    expect(securePrivateDir(join(state, 'baykit'), { create: true })).toBe(true);
  });

  it.runIf(process.getuid?.() === 0)("refuses a directory above it, or a link there, of another user's", () => {
    const theirs = join(home, `theirs-${++dirs}`);
    mkdirSync(theirs, { mode: 0o755 });
    chownSync(theirs, 65534, 65534);
    expect(() => securePrivateDir(join(theirs, 'baykit'), { create: true })).toThrow(
      `${theirs} belongs to another user (uid 65534), so they could swap`,
    );
    const mine = join(home, `mine-${dirs}`);
    mkdirSync(mine, { mode: 0o700 });
    const link = join(home, `their-link-${dirs}`);
    symlinkSync(mine, link);
    lchownSync(link, 65534, 65534);
    expect(() => securePrivateDir(join(link, 'baykit'), { create: true })).toThrow(
      `${link} is a symbolic link of another user (uid 65534)`,
    );
  });

  it('writes a file by renaming a new one over it: a link in its place is replaced, its target untouched', () => {
    const { stateDir } = envFor();
    securePrivateDir(stateDir, { create: true });
    const target = join(home, 'not-to-overwrite');
    writeFileSync(target, 'keep me');
    symlinkSync(target, join(stateDir, 'tokens.json'));
    writePrivateFile(join(stateDir, 'tokens.json'), '{}');
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    expect(lstatSync(join(stateDir, 'tokens.json')).isSymbolicLink()).toBe(false);
    expect(readPrivateFile(join(stateDir, 'tokens.json'))).toBe('{}');
  });
});
