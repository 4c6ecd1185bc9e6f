import { isatty } from 'node:tty';
import { askOn } from './ask.js';
import { run } from './run.js';

// `baykit … | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const io = {
  stdout: (text: string) => void process.stdout.write(text),
  stderr: (text: string) => void process.stderr.write(text),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  // Only a terminal can be asked: in a pipe or a script a command that needs an answer refuses (confirm.ts).
  // (isatty, not process.stdin.isTTY: that would open standard input at every start.)
  ...(isatty(0) ? { ask: askOn(process.stdin, process.stderr) } : {}),
  isTty: process.stdout.isTTY === true,
  env: process.env,
  cwd: process.cwd(),
  // Only a command that runs until stopped asks: any other command keeps Node's own Ctrl-C (exit at once).
  interrupted: () =>
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }),
};

const code = await run(process.argv.slice(2), io);
process.exitCode = code;
// The command is done: the process ends once its output is written, instead of idling until every kept-alive
// connection times out (the platform fetch keeps the emulator's open for seconds after the last answer, longer than
// the command took: bench/cli-start.ts). A background emulator it started runs detached and goes on.
let unwritten = 2;
const ended = (): void => {
  if (--unwritten === 0) process.exit(code);
};
process.stdout.write('', ended);
process.stderr.write('', ended);
