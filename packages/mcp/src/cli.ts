// The `baykit-mcp` command (bin/baykit-mcp.js): the server over stdio or HTTP until its input closes or a signal.
import { startServer } from './main.js';

const running = await startServer(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdin: () => Promise.reject(new Error('baykit-mcp reads no standard input of its own')),
  isTty: false,
  env: process.env,
  cwd: process.cwd(),
});
if (typeof running === 'number') process.exitCode = running;
else {
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void running.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Over stdio the client ends the session by closing standard input.
  if (!running.url) process.stdin.on('end', stop);
}
