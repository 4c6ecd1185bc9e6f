import { XML_SERVICE_TABLE, type XmlServiceName } from '@baykit/spec';
import { ENDPOINT_PATHS, type OperationSpec } from 'baykit';
import { RestRouter } from '../rest/router.js';

/** The operation an HTTP request is a call of, as the contracts name it. */
export type IdentifiedOperation =
  | { readonly kind: 'rest'; readonly name: string; readonly spec: OperationSpec }
  | { readonly kind: 'xml'; readonly name: string; readonly service: XmlServiceName; readonly call: string }
  | { readonly kind: 'token'; readonly name: 'identity.oauth2.token' };

/** What identifying a request reads: its method, its URL (path and query; the host is not needed) and its headers. */
export interface RequestLine {
  readonly method: string;
  readonly url: URL;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
}

const XML_SERVICES = Object.entries(XML_SERVICE_TABLE) as [
  XmlServiceName,
  (typeof XML_SERVICE_TABLE)[XmlServiceName],
][];

/**
 * Finds the operation of a request by method and path, as the emulator routes it (one origin serves every eBay
 * host, and no two operations share a method and path): a REST operation of the catalog, an XML call (the service by
 * its path, the call by the header, or for Client Alerts the URL parameter, that carries its name), or the OAuth
 * token endpoint. Undefined for a request no contract knows.
 */
export class OperationIdentifier {
  readonly #router = new RestRouter((spec) => ({ spec }));

  identify(request: RequestLine): IdentifiedOperation | undefined {
    const path = request.url.pathname;
    if (path === ENDPOINT_PATHS.token) return { kind: 'token', name: 'identity.oauth2.token' };
    for (const [service, entry] of XML_SERVICES) {
      if (path !== entry.path) continue;
      const nameField = entry.headers.callName;
      const call = request.headers[nameField] ?? request.url.searchParams.get(nameField) ?? '';
      return call === '' ? undefined : { kind: 'xml', name: `${service}.${call}`, service, call };
    }
    const match = this.#router.match(request.method.toUpperCase(), path);
    if (!match) return undefined;
    const { spec } = match.route;
    return { kind: 'rest', name: `${spec.api}.${spec.id}`, spec };
  }
}
