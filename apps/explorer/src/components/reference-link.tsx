/**
 * A small link to eBay's reference for one parameter or field (its anchor on the operation's page), opened in a new
 * tab with no referrer and no access back to this page. Its accessible name says which (`eBay reference for
 * filter`); nothing is rendered without a URL.
 */
export function ReferenceLink({ url, what }: { url: string | undefined; what: string }) {
  if (!url) return null;
  return (
    <a
      className="ref-link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`eBay reference for ${what}`}
    >
      eBay reference
    </a>
  );
}

/** The head of a table of fields (the body schema view, the typed Trading fields). */
export function FieldTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Field</th>
        <th scope="col">Type</th>
        <th scope="col" className="narrow">
          Required
        </th>
        <th scope="col" className="narrow">
          Reference
        </th>
      </tr>
    </thead>
  );
}
