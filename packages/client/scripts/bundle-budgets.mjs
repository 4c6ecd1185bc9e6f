// The browser-bundle budgets, in one place: check-browser-bundle.mjs fails a program over its budget and checks that
// the client README states the same budgets; the root bench (bench/bundle-size.ts) reports against them. A budget is
// the `gzip` of the last entry of its history: to move one, add an entry saying why (and say it in the README).

/** gzip -9 bytes of `n` KiB. */
const kib = (n) => Math.round(n * 1024);

/** The budgets by program (the programs are in bundle-size.mjs), each with the reasons it moved. */
export const BUNDLE_BUDGETS = {
  browse: {
    label: 'Browse only (`BaseEbayClient` + `BuyBrowseApi`)',
    goal: kib(15),
    history: [
      {
        gzip: kib(15),
        why: 'issue 7: module-level tables must stay droppable (pure), or a program without XML or signing pays for them',
      },
      {
        gzip: kib(15.5),
        why: '`ebay.paginate` stops a server that goes round in a circle (page fingerprints, an offset that must move forward): about 0.25 KiB',
      },
      {
        gzip: kib(15.75),
        why: "issue 4/5: the pipeline's `pace` step on every attempt, the `onExchange` hook point and the `PacingScope` seam (15 657 → 15 896 B)",
      },
      {
        gzip: kib(16.25),
        why: 'issue 4/6: the `transport` option check, the refusal of per-call headers the transport sets and of an unknown marketplace id (16 108 → 16 375 B)',
      },
      {
        gzip: kib(16.5),
        why: 'issue 6/6: the REST catalogs became compact rows read by one decoder (the full client went 57 412 → 53 286 B); a Browse-only program carries the decoder (about 0.43 KiB) for one small table, which saves it only about 0.16 KiB: 16 375 → 16 717 B',
      },
      {
        gzip: kib(18.25),
        why: "issue 4/6: error messages that say what to fix (eBay's detail and parameters, the advice per error class, why a refresh token was refused and a refresh token known to have expired refused locally: errors/message.ts, advice.ts, auth/refresh-errors.ts, about 3.5 KB minified) and one did-you-mean shared with the tools (@baykit/spec's closestNames): 16 717 → 18 377 B. Next: make the user-token half of OAuth2 droppable for an app-token-only program",
      },
      {
        gzip: kib(17.5),
        why: 'issue 6/6: the user-token half of OAuth2 (auth/user-grant.ts: code exchange, refresh, why eBay refused them) and the paginator are loaded by import() only when used, and the check counts what a program loads at start: 18 439 → 17 882 B. Not yet the 15 KiB goal: the client README says what is next',
      },
      {
        gzip: kib(16.1),
        why: 'issue 6/6 (#41): the error factory (errors/factory.ts, message.ts, advice.ts: which class an error answer becomes, its message and advice) is loaded by import() when an error answer arrives, and errors/index.ts no longer re-exports it (that re-export made the build put it in a chunk every program loads): 17 915 → 16 475 B (full client 53 463 → 52 026 B, its budget unchanged). Not yet the 15 KiB goal: the client README says what is next',
      },
      {
        gzip: kib(16.11),
        why: "issue 6/6 (#41): the paginator's later pages run with the arguments already named and checked (the client's invokeNamed), so no page turns them back into positional ones: 1 B over 16.1 KiB (16 487 B); budgets are whole bytes of gzip, this one moved by 11",
      },
      {
        gzip: kib(14.5),
        why: "issue 6/6 (#41), the goal met: what follows a failed attempt (the retry step, the reading of an error answer, the errors of a redirect or an unreadable body) and the errors of a failed connection load by import() on the first failure; reading a setCredentials token, the code exchange and user-token renewal go with the user-token half; the `signature` key check is the signing extension's (checkKey); REST hosts are their kind plus .ebay.com; the did-you-mean finds the one closest name in one pass; the XML call's sending half, which the root reached, loads on the first XML call: 16 487 → 14 635 B. The budget keeps about 0.2 KiB for chunk layout",
      },
      {
        gzip: kib(15),
        why: "issue 6/6 (#41), a review of the bundle work: a host kind outside HostKind is refused (ebay.request({ host }) from untyped code made a host name of the caller's text), a signature of null or '' is refused and a key kept as a frozen copy, a lazy chunk that cannot load ends the call with a typed BaykitError (a refused connection stays a ConnectionError), and an abort or timeout ends a call waiting on a lazy load: 14 635 → 14 927 B, at the 15 KiB goal",
      },
    ],
  },
  full: {
    label: 'full client (`EbayClient`, every REST API and the XML services)',
    goal: kib(45),
    history: [
      {
        gzip: kib(52.25),
        why: "issue 6/6: the first full-client budget, at what compact REST catalogs and grouped XML call lifecycles reached (57 412 → 53 286 B); the goal is 45 KiB, then half of ebay-api's shipped bundle",
      },
      {
        gzip: kib(54),
        why: 'issue 4/6: error messages that say what to fix and one did-you-mean shared with the tools (as for Browse): 53 286 → 54 985 B',
      },
      {
        gzip: kib(53.5),
        why: 'issue 6/6 (#41): a catalog table with 5 or more retired operations leaves their lifecycle sentences to withLifecycleSentences, which writes them at load with the wording codegen uses (54 934 → 54 740 B; Browse only unchanged). scripts/bundle-contributors.mjs shows the rest of the data near what gzip makes of it: 45 KiB takes code (the XML reader and runtime, the feed downloader, signing, OAuth2 and the config checks)',
      },
      {
        gzip: kib(53),
        why: 'issue 6/6 (#41): code, not data, cut from the XML reader (names found again by their text, String#trim, line ends and references checked in the text piece already cut, one pattern for references), the multipart body (a Blob joins the parts), signing (DER tags as constants, DerError without the messages nobody sees, one Web Crypto parameter table) and the feed downloader: 55 172 → 54 262 B measured on main with the by-name calls merged (−910 B); Browse only unchanged',
      },
      {
        gzip: kib(51),
        why: 'issue 6/6 (#41): the browse cuts reach the full client too (the user-token grant, the paginator, the errors of bodyless answers and the error factory loaded on demand; table-driven config checks), net of the by-name call (ebay.call, +~550 B): 54 262 → 52 026 B',
      },
      {
        gzip: kib(44.5),
        why: "issue 6/6 (#41), the 45 KiB goal met: the Browse cuts, and on first use the pacer (first paced call), the onExchange recorder (a recording client's first call), a feed download's chunk reader (first read), an XML call's sending half (first XML or Auth'n'Auth call) and the Trading pager (first page); the sign step takes only the sign half of a signer: 52 041 → 45 151 B. A program that takes every path loads 56 117 B in all (was 55 454): splitting costs about 0.7 KiB there. Next goal: half of ebay-api's shipped build (about 37 KiB)",
      },
    ],
  },
};

/** The budget of a program now: the last entry of its history. */
export function budgetOf(name) {
  const { history } = BUNDLE_BUDGETS[name];
  return history[history.length - 1].gzip;
}

/** `16.25 KiB`: a budget as the README writes it. */
export function budgetText(bytes) {
  return `${(bytes / 1024).toFixed(2).replace(/\.?0+$/, '')} KiB`;
}
