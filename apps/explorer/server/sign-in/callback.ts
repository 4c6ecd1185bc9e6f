import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, sendHtml, sendRedirect } from '../http/http.js';
import type { SignInCookie } from './sign-in-cookie.js';
import type { SignInFlows } from './sign-in.js';

/**
 * Answers `GET /callback`. The return of a sign-in started here goes back to the app (`/?signin=done`, or
 * `failed` with the reason); any other request gets a 400 page saying that nothing was changed. The sign-in
 * cookie is cleared once the state it carried is used up.
 */
export async function answerCallback(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  flows: SignInFlows,
  cookie: SignInCookie,
): Promise<void> {
  res.setHeader('cache-control', 'no-store');
  const fromCookie = cookie.read(req);
  const outcome = await flows.callback(url.searchParams, fromCookie);
  if (outcome.kind === 'refused') {
    sendHtml(res, 400, refusedPage(outcome.reason));
    return;
  }
  if (outcome.state === fromCookie) cookie.clear(res);
  sendRedirect(
    res,
    outcome.kind === 'done' ? '/?signin=done' : `/?signin=failed&reason=${encodeURIComponent(outcome.reason)}`,
  );
}

function refusedPage(reason: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign-in return refused</title></head>
<body>
<h1>Sign-in return refused</h1>
<p>This address is where eBay or the emulator sends the browser back after a sign-in, but this request is not
the return of a sign-in this explorer is waiting for: ${escapeHtml(reason)}. Nothing was changed.</p>
<p>If you were signing in, start again from <a href="/">the explorer</a>, in the same browser and at the address
it printed (http://127.0.0.1:…).</p>
</body>
</html>
`;
}
