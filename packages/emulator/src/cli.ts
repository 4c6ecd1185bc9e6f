import { parseArgs } from 'node:util';
import { createEmulator } from './emulator.js';

const USAGE = `Usage: baykit-emulator [--port 4010] [--host 127.0.0.1] [--seed N] [--token-ttl SECONDS] [--rate-limit CALLS_PER_MINUTE]
                      [--app-id ID --cert-id SECRET --dev-id DEV --ru-name RUNAME --redirect-url URL]
                      [--max-body-bytes N] [--max-upload-bytes N] [--allowed-host NAME[:PORT]]... [--serve-retired]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        seed: { type: 'string' },
        'token-ttl': { type: 'string' },
        'rate-limit': { type: 'string' },
        'app-id': { type: 'string' },
        'cert-id': { type: 'string' },
        'dev-id': { type: 'string' },
        'ru-name': { type: 'string' },
        'redirect-url': { type: 'string' },
        'max-body-bytes': { type: 'string' },
        'max-upload-bytes': { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        'serve-retired': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const whole = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) fail(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
};
const port = whole('port', values.port) ?? 4010;
const app = Object.fromEntries(
  [
    ['appId', values['app-id']],
    ['certId', values['cert-id']],
    ['devId', values['dev-id']],
    ['ruName', values['ru-name']],
    ['redirectUrl', values['redirect-url']],
  ].filter(([, v]) => v !== undefined),
);
const emulator = (() => {
  try {
    return createEmulator({
      seed: whole('seed', values.seed),
      tokenTtlSeconds: whole('token-ttl', values['token-ttl']),
      rateLimitPerMinute: whole('rate-limit', values['rate-limit']),
      maxBodyBytes: whole('max-body-bytes', values['max-body-bytes']),
      maxUploadBytes: whole('max-upload-bytes', values['max-upload-bytes']),
      allowedHosts: values['allowed-host'] ?? [],
      serveRetired: values['serve-retired'] ?? false,
      app,
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const { url } = await emulator.listen(port, values.host);
console.log(`baykit emulator listening on ${url}`);
if (Object.keys(app).length === 0) {
  console.log('Default test app (pass --app-id … to register your own):');
  for (const [key, value] of Object.entries(emulator.app)) console.log(`  ${key}: ${value}`);
}
console.log(`Point baykit at it: new EbayClient({ appId, certId, origin: '${url}' })`);
const stop = (): void => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
