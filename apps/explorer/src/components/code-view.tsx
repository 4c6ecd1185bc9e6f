import { useState } from 'react';
import type { CallInput, CallOutcome } from '../../shared/api.js';
import { toCurl, toTypeScript } from '../core/to-code.js';
import type { CurlOptions } from '../core/to-curl.js';
import { toEbayApi } from '../core/to-ebay-api.js';
import { toCli } from '../core/to-cli.js';
import type { OpenOperation } from '../state/catalog.js';
import { callExchange } from '../core/call-summary.js';
import { useSession } from '../state/stores.js';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** How the call got its OAuth token, for curl's token request: the grant and the scopes it asked for. */
function tokenOf(open: OpenOperation, outcome: CallOutcome | undefined): CurlOptions['token'] {
  if (open.kind !== 'rest' || !outcome) return undefined;
  const user = open.detail.grant === 'user';
  return { grant: user ? 'user' : 'application', scopes: user ? [] : ['https://api.ebay.com/oauth/api_scope'] };
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
  const cli = toCli(input, open.detail);
  const token = tokenOf(open, outcome);
  const curl = exchange ? toCurl(exchange, token ? { token } : {}) : undefined;
  const doCopy = async (what: string, text: string) =>
    setCopied((await copy(text)) ? `${what} copied to the clipboard.` : `Could not copy: select the text and copy it.`);
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
        {'command' in cli ? (
          <>
            <button type="button" onClick={() => void doCopy('baykit command', cli.command)}>
              Copy as baykit command
            </button>
            <pre aria-labelledby="code-cli" className="raw" data-testid="code-cli">
              {cli.command}
            </pre>
          </>
        ) : (
          <p role="alert" className="hint" data-testid="code-cli">
            {cli.refused}
          </p>
        )}
      </div>
      {curl ? (
        <div className="code-block">
          <h3 id="code-curl">curl</h3>
          {'command' in curl ? (
            <>
              <button type="button" onClick={() => void doCopy('curl', curl.command)}>
                Copy as curl
              </button>
              <pre aria-labelledby="code-curl" className="raw" data-testid="code-curl">
                {curl.command}
              </pre>
            </>
          ) : (
            <p role="alert" className="hint" data-testid="code-curl">
              {curl.refused}
            </p>
          )}
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
