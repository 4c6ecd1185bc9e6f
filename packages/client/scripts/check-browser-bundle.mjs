// Bundles baykit for browsers with esbuild, minified and gzipped: the whole client, and a Browse-only program
// (BaseEbayClient + BuyBrowseApi), counting what a program loads at start (bundle-size.mjs). Fails when undici or
// Node built-ins end up in a browser bundle, when the Browse-only bundle carries another API's operations or loads
// the user-token grant, the error factory or the errors of bodyless answers at start, when a program is over its budget
// (bundle-budgets.mjs), or when the README states other budgets. Prints the sizes the README records.
import { readFileSync } from 'node:fs';
import { BUNDLE_BUDGETS, budgetOf, budgetText } from './bundle-budgets.mjs';
import { BROWSE_PROGRAM, FULL_PROGRAM, bundleSize } from './bundle-size.mjs';

async function bundle(name, contents) {
  const { label } = BUNDLE_BUDGETS[name];
  const { text, lazyText, min, gzip, allGzip, inputs } = await bundleSize(contents);
  const offending = inputs.filter(
    (p) => !p.startsWith('(disabled):') && (/node_modules\/undici\//.test(p) || p.startsWith('node:')),
  );
  if (offending.length > 0)
    throw new Error(`${label}: browser bundle pulls in Node-only code:\n${offending.join('\n')}`);
  return { name, label, text, lazyText, min, gzip, allGzip, budget: budgetOf(name), goal: BUNDLE_BUDGETS[name].goal };
}

const full = await bundle('full', FULL_PROGRAM);
const browse = await bundle('browse', BROWSE_PROGRAM);
for (const marker of ['createOrReplaceInventoryItem', 'getDealItems', 'getCategoryTree', 'processReturnRequest']) {
  if (browse.text.includes(marker) || browse.lazyText.includes(marker))
    throw new Error(`Browse-only bundle carries ${marker} operations`);
}
// Code a program loads by import() only when it needs it, never at start: per program, a text only that code has.
// Add a row when you move code behind import(); the check fails if the text is at start or missing from the lazy chunks.
const ON_DEMAND = [
  // An application-token program loads the user-token half of OAuth2 (code exchange, refresh) only if it uses it.
  { program: browse, marker: 'authorization_code', what: 'the user-token grant', where: 'auth/user-grant.ts' },
  // Nor the errors of a redirect or an unreadable body, before such an answer comes.
  {
    program: browse,
    marker: 'which baykit does not follow',
    what: 'the errors of bodyless answers',
    where: 'pipeline/bodyless-errors.ts',
  },
  // Nor the error factory (which class an error answer becomes, its message and advice), before an error answer comes.
  {
    program: browse,
    marker: 'eBay refused the app credentials',
    what: 'the error factory',
    where: 'errors/load-factory.ts',
  },
  // Nor the paginator, before a page is asked for.
  { program: browse, marker: ' does not page.', what: 'the paginator', where: 'rest/paginate.ts' },
  // Nor the retry step and the reading of an error answer, before an attempt fails.
  {
    program: browse,
    marker: 'renewing once',
    what: 'the retry step',
    where: 'pipeline/failed-attempt.ts',
  },
  // Nor the errors of a failed connection, before one fails.
  {
    program: browse,
    marker: 'is the server running?',
    what: 'the transport errors',
    where: 'pipeline/transport-fetch.ts',
  },
  // Nor the readers of a JSON error body, which go with the error factory (a build puts a module in one chunk whole).
  {
    program: browse,
    marker: 'errorMessage',
    what: "the error factory's JSON error-body readers",
    where: 'errors/json-error-body.ts',
  },
  // A full client loads its pacer (budgets and waits) on the first paced call, and never without `pacing`.
  { program: full, marker: 'is below its reserve', what: 'the pacer', where: 'rate-limit/extension.ts' },
  // Nor how a feed file download reads its chunks, before a download is first read.
  { program: full, marker: 'gives no valid file size', what: 'the feed chunk reader', where: 'feed/download.ts' },
  // Nor its `onExchange` recorder, before a client with `onExchange` makes its first call.
  {
    program: full,
    marker: 'handed to the caller as a stream',
    what: 'the exchange recorder',
    where: 'pipeline/exchanges-extension.ts',
  },
  // Nor the reading of a token given to oauth2.setCredentials (it loads with the user-token half).
  {
    program: browse,
    marker: 'setCredentials takes an access token string',
    what: "setCredentials' token reader",
    where: 'auth/user-grant.ts',
  },
  // The full client loads the sending half of an XML call (assembly, multipart, error answers) on its first XML call,
  {
    program: full,
    marker: "the Auth'n'Auth token must be renewed",
    what: 'the sending half of XML calls',
    where: 'xml/runtime.ts, xml/run-call.ts',
  },
  // and the Trading pager on the first page asked for.
  {
    program: full,
    marker: 'with the items of a page already read',
    what: 'the Trading pager',
    where: 'xml/bind-calls.ts',
  },
];
for (const { program, marker, what, where } of ON_DEMAND)
  if (program.text.includes(marker) || !program.lazyText.includes(marker))
    throw new Error(`${program.label} loads ${what} at start: it belongs behind import() (${where})`);
// A client signs but never verifies: the public-key half of the signers stays out of the full program.
if (
  full.text.includes('verification needs the public key') ||
  full.lazyText.includes('verification needs the public key')
)
  throw new Error(
    `${full.label} carries the signature verifier: its sign step uses createSign (signing/create-signer.ts)`,
  );
if (!browse.text.includes('/buy/browse/v1') || !browse.text.includes('/item/get_item_by_legacy_id'))
  throw new Error('Browse-only bundle lacks the Browse catalog');

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
for (const b of [full, browse]) {
  if (b.gzip > b.budget)
    throw new Error(
      `${b.label}: ${b.gzip} bytes gzip, over its ${b.budget}-byte budget (scripts/bundle-budgets.mjs): look for module-level code bundlers cannot drop, or data a compact table could hold`,
    );
  const row = readme.split('\n').find((line) => line.startsWith(`| ${b.label} |`));
  if (!row?.endsWith(`| ${budgetText(b.budget)} | ${budgetText(b.goal)} |`))
    throw new Error(
      `README.md's bundle table must state the budget of "${b.label}" as in scripts/bundle-budgets.mjs: ${budgetText(b.budget)}, goal ${budgetText(b.goal)}`,
    );
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  '| bundle (esbuild, browser, minified) | minified | gzip -9 | with every on-demand chunk (gzip -9) | budget (gzip -9) | goal |',
);
console.log('|---|---|---|---|---|---|');
for (const b of [full, browse])
  console.log(
    `| ${b.label} | ${kib(b.min)} | ${kib(b.gzip)} | ${kib(b.allGzip)} | ${budgetText(b.budget)} | ${budgetText(b.goal)} |`,
  );
console.log(
  `(gzip bytes at start: full ${full.gzip}, Browse only ${browse.gzip}; with every on-demand chunk: full ${full.allGzip}, Browse only ${browse.allGzip})`,
);
