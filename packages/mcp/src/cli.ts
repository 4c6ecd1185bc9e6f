// The `baykit-mcp` command (bin/baykit-mcp.js): the server over stdio or HTTP until its input closes or a signal.
import { serve } from './main.js';

process.exitCode = await serve(process.argv.slice(2), {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  env: process.env,
  interrupted: () =>
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }),
});
