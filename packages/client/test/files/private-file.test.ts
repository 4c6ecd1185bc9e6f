// The one writer of files that hold secrets (baykit/private-file): mode 0600, whole or not at all, never through a
// planted link. Real files in a temporary folder; the crash is a real process killed during its write.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileTokenStore } from '../../src/index.js';
import { writePrivateFile } from '../../src/files/index.js';

const POSIX = process.platform !== 'win32';
const here = dirname(fileURLToPath(import.meta.url));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'baykit-private-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const mode = (path: string): number => statSync(path).mode & 0o777;

describe('writePrivateFile', () => {
  it.runIf(POSIX)('creates the file with mode 0600, and makes a wider file 0600 when it rewrites it', () => {
    const path = join(dir, 'tokens.json');
    writePrivateFile(path, 'one');
    expect([readFileSync(path, 'utf8'), mode(path)]).toEqual(['one', 0o600]);
    chmodSync(path, 0o644);
    writePrivateFile(path, 'two');
    expect([readFileSync(path, 'utf8'), mode(path)]).toEqual(['two', 0o600]);
    expect(readdirSync(dir)).toEqual(['tokens.json']);
  });

  it.runIf(POSIX)('creates a missing folder 0700 when asked, and not otherwise', () => {
    const path = join(dir, 'state', 'baykit', 'config.json');
    expect(() => writePrivateFile(path, '{}')).toThrow(/ENOENT/);
    writePrivateFile(path, '{}', { createDir: true });
    expect(mode(dirname(path))).toBe(0o700);
    expect(mode(path)).toBe(0o600);
  });

  it.runIf(POSIX)('replaces a symbolic link at the path instead of writing through it', () => {
    const elsewhere = join(dir, 'elsewhere.txt');
    writeFileSync(elsewhere, 'not yours');
    const path = join(dir, 'key.json');
    symlinkSync(elsewhere, path);
    writePrivateFile(path, 'secret');
    expect(readFileSync(elsewhere, 'utf8')).toBe('not yours');
    expect(lstatSync(path).isSymbolicLink()).toBe(false);
    expect([readFileSync(path, 'utf8'), mode(path)]).toEqual(['secret', 0o600]);
  });

  it('leaves the old file and no temporary file when the rename fails', () => {
    const path = join(dir, 'taken');
    mkdirSync(join(path, 'child'), { recursive: true });
    expect(() => writePrivateFile(path, 'text')).toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
  });

  it('leaves the old content whole when the writing process is killed during the write', async () => {
    const path = join(dir, 'credentials.json');
    writeFileSync(path, 'old content');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(here, 'helpers/write-child.ts'), path, '256'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((done) => child.once('exit', done));
    try {
      // Waits for the write to begin (a new file in the folder, or the old one changing), then kills the writer.
      await new Promise<void>((done) => child.stdout.once('data', () => done()));
      for (;;) {
        const names = readdirSync(dir);
        if (names.length > 1 || statSync(path).size !== 'old content'.length || child.exitCode !== null) break;
      }
      child.kill('SIGKILL');
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const text = readFileSync(path, 'utf8');
    // The old content, or (when the write won the race) the new one whole: never a part of it.
    expect(text === 'old content' || text.length === 256 * 1024 * 1024).toBe(true);
  });
});

describe('FileTokenStore', () => {
  it.runIf(POSIX)('writes its file through writePrivateFile: mode 0600 in a new 0700 folder', () => {
    const path = join(dir, 'new', 'tokens.json');
    const store = new FileTokenStore(path);
    store.set('k', { kind: 'application', accessToken: 'v^1.1#secret', scope: ['s'], obtainedAt: 1 });
    expect(mode(path)).toBe(0o600);
    expect(mode(dirname(path))).toBe(0o700);
    expect(new FileTokenStore(path).get('k')?.accessToken).toBe('v^1.1#secret');
  });
});
