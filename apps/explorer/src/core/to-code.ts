import type {
  CallInput,
  EnvId,
  OperationDetail,
  RestCallInput,
  XmlCallDetail,
  XmlCallInput,
} from '../../shared/api.js';
import { isIdentifier, tsLiteral, tsString } from './ts-literal.js';

export { toCurl } from './to-curl.js';

/** The environment a snippet is for; `baseUrl` is the emulator's URL for `local`. */
export interface CodeEnv {
  id: EnvId;
  baseUrl: string;
}

/**
 * The emulator's public test application (docs/architecture.md#emulator). Not secrets: every emulator registers it, so a
 * snippet for `local` runs as it is.
 */
const EMULATOR_APP = {
  appId: 'baykit-test-app',
  certId: 'baykit-test-cert',
  devId: 'baykit-test-dev',
  ruName: 'baykit-test-RuName',
};

const USER_TOKEN_NOTE =
  '// needs a user token: run the consent flow first (ebay.oauth2.generateAuthUrl / ebay.oauth2.getToken)';

/** baykit TypeScript that makes the same call: import, client construction, the call, a log line. */
export function toTypeScript(input: CallInput, detail: OperationDetail | XmlCallDetail, env: CodeEnv): string {
  const lines = [`import { EbayClient } from 'baykit';`, '', ...clientLines(env), ''];
  const needsUser = 'needsUserToken' in detail ? detail.needsUserToken : detail.grant === 'user';
  if (needsUser) lines.push(USER_TOKEN_NOTE);
  const call = input.kind === 'rest' ? restCall(input, 'parameters' in detail ? detail : undefined) : xmlCall(input);
  lines.push(`const result = await ${call};`, 'console.log(result);', '');
  return lines.join('\n');
}

function clientLines(env: CodeEnv): string[] {
  if (env.id === 'local') {
    // The embedded emulator's port changes with every start: the snippet takes the URL from the environment.
    const app = tsLiteral(EMULATOR_APP).replace(/\n\}$/, '');
    return [
      `// The local emulator and its test app (not secrets). BAYKIT_EMULATOR_URL: another emulator's URL`,
      `// (npx @baykit/emulator prints it); without it, the explorer's embedded one.`,
      `const ebay = new EbayClient(${app}`,
      `  origin: process.env.BAYKIT_EMULATOR_URL ?? ${tsString(env.baseUrl)},`,
      '});',
    ];
  }
  const where = env.id === 'sandbox' ? 'set EBAY_SANDBOX=true for the sandbox' : 'production: leave EBAY_SANDBOX unset';
  return [
    `// Reads EBAY_APP_ID, EBAY_CERT_ID (and EBAY_DEV_ID, EBAY_RU_NAME, …) from the environment; ${where}.`,
    'const ebay = EbayClient.fromEnv();',
  ];
}

/**
 * `ebay.<api>.<operationId>(…)` with baykit's positional arguments: path values in path order, the body when
 * the operation takes one, the query object when it has query parameters, then options. Trailing arguments
 * with nothing in them are left out; one that is needed only because a later one follows is `undefined`
 * (body) or `{}` (query).
 */
function restCall(input: RestCallInput, detail: OperationDetail | undefined): string {
  const args: { text: string; empty?: string }[] = [];
  for (const name of pathOrder(input, detail)) args.push({ text: tsString(input.path[name] ?? '') });
  const takesBody = detail ? detail.body !== undefined : input.body !== undefined;
  if (takesBody)
    args.push(input.body === undefined ? { text: 'undefined', empty: 'undefined' } : { text: tsLiteral(input.body) });
  const takesQuery = detail ? detail.parameters.some((p) => p.in === 'query') : Object.keys(input.query).length > 0;
  if (takesQuery) {
    const query = Object.keys(input.query).length > 0 ? tsLiteral(input.query) : undefined;
    args.push(query ? { text: query } : { text: '{}', empty: '{}' });
  }
  const options: Record<string, unknown> = {};
  if (Object.keys(input.headers).length > 0) options.headers = input.headers;
  if (input.sign !== undefined) options.sign = input.sign;
  if (Object.keys(options).length > 0) args.push({ text: tsLiteral(options) });
  while (args.length > 0 && args[args.length - 1]?.empty !== undefined) args.pop();
  return `ebay.${input.api}.${input.operationId}(${args.map((arg) => arg.text).join(', ')})`;
}

/** Path parameter names in the order they appear in the path template, which is baykit's argument order. */
function pathOrder(input: RestCallInput, detail: OperationDetail | undefined): string[] {
  const names = detail ? detail.parameters.filter((p) => p.in === 'path').map((p) => p.name) : Object.keys(input.path);
  const template = detail?.path ?? '';
  const at = (name: string): number => {
    const index = template.indexOf(`{${name}}`);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...names].sort((a, b) => at(a) - at(b));
}

function xmlCall(input: XmlCallInput): string {
  const fields = Object.keys(input.fields).length > 0 ? tsLiteral(input.fields) : '';
  if (isIdentifier(input.callName)) return `ebay.${input.service}.${input.callName}(${fields})`;
  return `ebay.${input.service}.call(${tsString(input.callName)}${fields ? `, ${fields}` : ''})`;
}
