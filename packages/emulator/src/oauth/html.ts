/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
code{word-break:break-all}
label{display:block;font-weight:600;margin-top:1rem}
input[type=text]{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.5rem 1.25rem;cursor:pointer}
button[value=approve],button[value=sign-in]{background:#0654ba;color:#fff;border:1px solid #0654ba}
.note{color:#555;font-size:.9rem}
`;

/**
 * A complete HTML page. Pages echo request values, so they go out with a CSP that forbids scripts: an escaping
 * slip could then still not run code. `form-action` is left open on purpose: browsers apply it to the
 * redirect after the POST, which goes to the app's own origin. `frame-ancestors 'none'`: no other page may frame
 * the consent or sign-in page and lure a click onto Approve through it; a framed form posts from the emulator's
 * own origin, so the forms' origin check (form-guard.ts) could not tell.
 */
export function htmlPage(title: string, body: string, status = 200): Response {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

/** An HTML error page (the browser flows answer people, not programs). */
export function htmlErrorPage(status: number, title: string, message: string): Response {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`, status);
}

/** Hidden form fields carrying request parameters through a page. */
export function hiddenFields(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

/** A 302 to `location`. */
export function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });
}
