import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv, { type RequestHandler } from 'sirv';
import { sendHtml, sendProblem } from './http.js';

/** The page served when the SPA has not been built. */
const NOT_BUILT = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>baykit explorer: not built</title></head>
<body>
<h1>The explorer's web app is not built</h1>
<p>Run <code>npm run build -w @baykit/explorer</code> (or <code>npm start -w @baykit/explorer</code>, which builds first), then reload.</p>
</body>
</html>
`;

/**
 * Serves the built SPA from `distDir`: files as they are, and `index.html` for every other path, so the
 * app's own routes survive a reload. Until the build exists, a 503 page says how to make it; the directory
 * is checked again on each request, so a build made while the back end runs is picked up.
 */
export function staticFiles(distDir: string): (req: IncomingMessage, res: ServerResponse) => void {
  let serve: RequestHandler | undefined;
  return (req, res) => {
    if (!serve) {
      if (!existsSync(join(distDir, 'index.html'))) {
        sendHtml(res, 503, NOT_BUILT);
        return;
      }
      // Hashed asset names change with every build, so they may be cached for long; index.html may not.
      serve = sirv(distDir, {
        single: true,
        etag: true,
        dotfiles: false,
        setHeaders: (response, pathname) => {
          response.setHeader(
            'cache-control',
            pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    serve(req, res, () => sendProblem(res, 404, `No such file: ${new URL(req.url ?? '/', 'http://x').pathname}`));
  };
}
