import type { OperationSpec } from 'baykit';
import type { XmlCallSummary } from '../../shared/api.js';

/**
 * eBay's reference page of a REST operation, by the same rule as the `@see` links codegen writes into the
 * generated methods (packages/codegen/src/emit/common.ts `referenceUrl`; test/server/catalog-links.test.ts
 * checks every operation against those links): `/api-docs/<area>/<api>[/<v2+>]/resources/<tag>/methods/<id>`.
 * The post-order APIs have one index page.
 */
export function operationDocsUrl(spec: OperationSpec, tag: string): string {
  // An alias of a renamed or moved operation has the page of the operation it calls.
  const replacement = spec.lifecycle?.replacement;
  const alias = spec.lifecycle?.status === 'renamed' || spec.lifecycle?.status === 'moved';
  const id = alias && replacement ? replacement.slice(replacement.lastIndexOf('.') + 1) : spec.id;
  if (spec.api.startsWith('postOrder.')) return 'https://developer.ebay.com/devzone/post-order/index.html';
  const [, area, name, version] = spec.path.split('/');
  const slug = (name ?? '').replace(/_/g, '-');
  const versioned = version && /^v[2-9]/.test(version) ? `${slug}/${version}` : slug;
  return `https://developer.ebay.com/api-docs/${area}/${versioned}/resources/${tag}/methods/${id}`;
}

const XML_DOCS: Record<XmlCallSummary['service'], (callName: string) => string> = {
  trading: (call) => `https://developer.ebay.com/devzone/xml/docs/reference/ebay/${call}.html`,
  shopping: (call) => `https://developer.ebay.com/devzone/shopping/docs/callref/${call}.html`,
  finding: (call) => `https://developer.ebay.com/devzone/finding/callref/${call}.html`,
  merchandising: (call) => `https://developer.ebay.com/devzone/merchandising/docs/callref/${call}.html`,
  clientAlerts: (call) => `https://developer.ebay.com/devzone/client-alerts/docs/callref/${call}.html`,
};

/** eBay's reference page of an XML call (the call reference of its service). */
export function xmlDocsUrl(service: XmlCallSummary['service'], callName: string): string {
  return XML_DOCS[service](callName);
}
