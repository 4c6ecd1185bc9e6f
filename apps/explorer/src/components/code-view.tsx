import { useState } from 'react';
import type { CallInput, CallOutcome } from '../../shared/api.js';
import { toCurl, toTypeScript } from '../core/to-code.js';
import type { CurlOptions } from '../core/to-curl.js';
import { toEbayApi } from '../core/to-ebay-api.js';
import { toCli } from '../core/to-cli.js';
import type { OpenOperation } from '../state/catalog.js';
import { callExchange } from '../core/call-summary.js';
import { useSession } from '../state/stores.js';
import { copyText } from './clipboard.js';

/** How the call got its OAuth token, for curl's token request: the grant and the scopes it asked for. */
function tokenOf(open: OpenOperation, outcome: CallOutcome | undefined): CurlOptions['token'] {
  if (open.kind !== 'rest' || !outcome) return undefined;
  const user = open.detail.grant === 'user';
  return { grant: user ? 'user' : 'application', scopes: user ? [] : ['https://api.ebay.com/oauth/api_scope'] };
}

/**
 * A command to paste into a shell, with its copy button, or why none was written (a value holds a character a
 * terminal acts on: `refused` names it).
 */
function CommandBlock({
  id,
  what,
  made,
  onCopy,
}: {
  id: string;
  what: string;
  made: { command: string } | { refused: string };
  onCopy: (what: string, text: string) => Promise<void>;
}) {
  if (!('command' in made))
    return (
      <p role="alert" className="hint" data-testid={id}>
        {made.refused}
      </p>
    );
  return (
    <>
      <button type="button" onClick={() => void onCopy(what, made.command)}>
        Copy as {what}
      </button>
      <pre aria-labelledby={id} className="raw" data-testid={id}>
        {made.command}
      </pre>
    </>
  );
}

/** The call as baykit TypeScript, a baykit command, curl and ebay-api code, each with a copy button. */
export function CodeView({ input, outcome, open }: { input: CallInput; outcome?: CallOutcome; open: OpenOperation }) {
  const info = useSession((s) => s.info);
  const [copied, setCopied] = useState('');
  const baseUrl =
    info?.environments.find((candidate) => candidate.id === input.env)?.baseUrl ?? info?.emulator.url ?? '';
  const typescript = toTypeScript(input, open.detail, { id: input.env, baseUrl });
  const exchange = outcome ? callExchange(outcome) : undefined;
  const needsUser = open.kind === 'rest' ? open.detail.grant === 'user' : open.detail.needsUserToken;
  const ebayApi = toEbayApi(input, needsUser);
  const reach = info?.emulator.cli;
  const cli = toCli(input, open.detail, reach && 'env' in reach ? { localEnv: reach.env } : {});
  const token = tokenOf(open, outcome);
  const curl = exchange ? toCurl(exchange, token ? { token } : {}) : undefined;
  const doCopy = async (what: string, text: string) =>
    setCopied(
      (await copyText(text)) ? `${what} copied to the clipboard.` : `Could not copy: select the text and copy it.`,
    );
  return (
    <section aria-label="Code" className="code">
      <div className="code-block">
        <h3 id="code-ts">baykit TypeScript</h3>
        <button type="button" onClick={() => void doCopy('TypeScript', typescript)}>
          Copy as TypeScript
        </button>
        <pre aria-labelledby="code-ts" className="raw" data-testid="code-typescript">
          {typescript}
        </pre>
      </div>
      <div className="code-block">
        <h3 id="code-cli">baykit command line</h3>
        <CommandBlock id="code-cli" what="baykit command" made={cli} onCopy={doCopy} />
        {input.env === 'local' && reach && 'unreachable' in reach ? (
          <p className="hint">It will not call this explorer&apos;s emulator: {reach.unreachable}</p>
        ) : null}
      </div>
      {curl ? (
        <div className="code-block">
          <h3 id="code-curl">curl</h3>
          <CommandBlock id="code-curl" what="curl" made={curl} onCopy={doCopy} />
        </div>
      ) : null}
      <div className="code-block">
        <h3 id="code-ebay-api">ebay-api (for code moving to baykit)</h3>
        {'code' in ebayApi ? (
          <>
            <button type="button" onClick={() => void doCopy('ebay-api code', ebayApi.code)}>
              Copy as ebay-api
            </button>
            <pre aria-labelledby="code-ebay-api" className="raw">
              {ebayApi.code}
            </pre>
          </>
        ) : (
          <p className="hint">{ebayApi.unsupported}</p>
        )}
      </div>
      <p role="status" className="hint">
        {copied}
      </p>
    </section>
  );
}
