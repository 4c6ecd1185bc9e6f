/** A message body as a cassette keeps it: text for text, JSON and XML; base64 for anything else. */
export type MessageBody = { readonly text: string } | { readonly base64: string };

/**
 * One HTTP exchange to check against the contracts: the shape of an exchange of a cassette (`baykit/cassette`), so a
 * recorded exchange is checked as it is. Header names lower-case; bodies decoded (no `content-encoding` left).
 */
export interface ExchangeToCheck {
  readonly request: {
    readonly method: string;
    /** Absolute (`https://api.ebay.com/…`), or a path with its query. */
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body?: MessageBody | undefined;
  };
  readonly response: {
    readonly status: number;
    readonly headers: Readonly<Record<string, string>>;
    readonly body?: MessageBody | undefined;
  };
}

/** The text of a body, or undefined when there is none or it is binary. */
export function bodyText(body: MessageBody | undefined): string | undefined {
  return body && 'text' in body && body.text !== '' ? body.text : undefined;
}

/** A body's JSON value: `{ value }`, `{}` when there is no text body, `{ unreadable }` when it is not JSON. */
export function bodyJson(body: MessageBody | undefined): { value?: unknown; unreadable?: string } {
  const text = bodyText(body);
  if (text === undefined) return {};
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { unreadable: `The body is not JSON (${(error as Error).message}).` };
  }
}
