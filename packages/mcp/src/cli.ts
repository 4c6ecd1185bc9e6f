// The `baykit-mcp` command (bin/baykit-mcp.js): the server over stdio or HTTP until its input closes or a signal.
import { serve } from './main.js';

process.exitCode = await serve(process.argv.slice(2), {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  stdin: () => Promise.reject(new Error('baykit-mcp reads no standard input of its own')),
  isTty: false,
  env: process.env,
  cwd: process.cwd(),
  // serve() stops on SIGINT and SIGTERM itself; this is the command line's contract (CliIo) for the same.
  interrupted: () =>
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }),
});
