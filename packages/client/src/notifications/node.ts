import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Adapts a fetch-shaped handler (`createNotificationHandler`) to `node:http` and Express:
 * `http.createServer(toNodeListener(handler))` or `app.post('/ebay/notifications', toNodeListener(handler))`.
 * It streams the raw request body to the handler, never a body another middleware parsed and re-serialised
 * (mount it before `express.json()`, or on a router without it).
 */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void (async () => {
      const host = req.headers.host ?? 'localhost';
      const url = new URL(req.url ?? '/', `http://${host}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const body = hasBody
        ? new ReadableStream<Uint8Array>({
            start(controller) {
              req.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
              req.on('end', () => controller.close());
              req.on('error', (error) => controller.error(error));
            },
            cancel() {
              req.destroy();
            },
          })
        : null;
      const request = new Request(url, { method: req.method, headers, body, duplex: 'half' } as RequestInit);
      const response = await handler(request);
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => {
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
}
