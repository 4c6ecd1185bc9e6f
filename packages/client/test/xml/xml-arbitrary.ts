// fast-check arbitraries of well-formed XML documents of the kind eBay sends and a little more: namespaces and
// prefixes, attributes in both quote styles, text with entities, character references, line ends and non-ASCII,
// CDATA, comments, processing instructions, repeated and empty elements, a declaration and a BOM.
import fc from 'fast-check';

// Common names repeat more, so siblings repeat and listed paths match often.
const LOCAL_NAMES = [
  'A',
  'A',
  'A',
  'B',
  'B',
  'B',
  'Item',
  'Item',
  'ItemArray',
  'R',
  'Value',
  'x-y',
  'n.1',
  '_u',
  'é',
  'errorMessage',
  'error',
  'Errors',
];
const PREFIXES = ['', '', '', 'p:', 'ebl:'];
const ATTRIBUTE_NAMES = ['k', 'id', 'currencyID', 'p:k', 'xml:lang', 'ebl:type', 'xmlns:q', 'n.1'];

/** Every dotted path the arbitraries can produce a match for, to pick `arrayPaths` from. */
export const CANDIDATE_PATHS: readonly string[] = [
  'A',
  'B',
  'Item',
  'A.B',
  'B.A',
  'A.A.B',
  'B.Item',
  'R.A',
  'ItemArray.Item',
  'A.ItemArray.Item',
  'R.A.B.Item',
  'B.Value',
  'Value',
  'é.x-y',
  'error',
  'Errors.A',
  'A.',
  '',
];

const TEXT_PIECES = [
  'a',
  'Zz 9',
  ' ',
  '   ',
  '\n',
  '\t',
  '\r\n',
  '\r',
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&apos;',
  '&#65;',
  '&#x42;',
  '&#x1F600;',
  '&#32;',
  '&#13;',
  '&#0;',
  '&nbsp;',
  '&custom;',
  '&amp;lt;',
  '>',
  ']]',
  '"',
  "'",
  'é',
  '日本',
  '😀',
  '\u00A0',
  '\u3000',
  '1e5',
  '0012',
  'true',
];

const text = (exclude: string): fc.Arbitrary<string> =>
  fc
    .array(fc.constantFrom(...TEXT_PIECES.filter((piece) => !piece.includes(exclude))), { maxLength: 6 })
    .map((pieces) => pieces.join(''));

const space = fc.constantFrom(' ', ' ', '\n', '\t', '\r\n  ');
const name = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...LOCAL_NAMES))
  .map(([prefix, local]) => prefix + local);

const attribute = fc
  .record({
    name: fc.constantFrom(...ATTRIBUTE_NAMES),
    quote: fc.constantFrom('"', "'"),
    before: space,
    around: fc.constantFrom('=', ' = ', '=\n'),
  })
  .chain(({ name: attributeName, quote, before, around }) =>
    text(quote).map((value) => ({
      name: attributeName,
      source: `${before}${attributeName}${around}${quote}${value}${quote}`,
    })),
  );

const comment = fc
  .array(fc.constantFrom(' ', 'c', '-x', '<a>', '&', ']]>', '\r\n'), { maxLength: 4 })
  .map((parts) => `<!--${parts.join('')}-->`);
const instruction = fc.constantFrom('<?pi?>', '<?pi data?>', '<?xml-stylesheet href="a"?>', '<?p-i \n x ?>');
const cdata = fc
  .array(fc.constantFrom('', 'x', ' ', '<b>', '&amp;', ']]', ']', '\r\n', '日'), { maxLength: 4 })
  .map((parts) => `<![CDATA[${parts.join('')}]]>`);

interface Element {
  readonly name: string;
  readonly attributes: readonly { name: string; source: string }[];
  readonly selfClosing: boolean;
  readonly endSpace: string;
  readonly children: readonly (string | Element)[];
}

const tree = fc.letrec<{ element: Element; node: string | Element }>((tie) => ({
  element: fc.record({
    name,
    attributes: fc.array(attribute, { maxLength: 3 }),
    selfClosing: fc.boolean(),
    endSpace: fc.constantFrom('', '', ' ', '\n'),
    children: fc.array(tie('node'), { maxLength: 6, size: 'medium' }),
  }),
  // Past the depth limit oneof takes its first arbitrary, text, so the tree ends.
  node: fc.oneof(
    { maxDepth: 5, depthSize: 'large', withCrossShrink: true },
    { arbitrary: text('<'), weight: 3 },
    { arbitrary: tie('element'), weight: 6 },
    { arbitrary: cdata, weight: 1 },
    { arbitrary: comment, weight: 1 },
    { arbitrary: instruction, weight: 1 },
  ),
}));

function render(element: Element, extraAttributes = ''): string {
  const seen = new Set<string>();
  let attributes = extraAttributes;
  for (const { name: attributeName, source } of element.attributes) {
    if (seen.has(attributeName)) continue;
    seen.add(attributeName);
    attributes += source;
  }
  if (element.children.length === 0 && element.selfClosing) return `<${element.name}${attributes}${element.endSpace}/>`;
  const content = element.children.map((child) => (typeof child === 'string' ? child : render(child))).join('');
  return `<${element.name}${attributes}${element.endSpace}>${content}</${element.name}${element.endSpace}>`;
}

const misc = fc.array(fc.oneof(space, comment, instruction), { maxLength: 2 }).map((parts) => parts.join(''));

/** A well-formed document: optional BOM, leading space and declaration, comments and PIs around one root. */
export const xmlDocument: fc.Arbitrary<string> = fc
  .record({
    bom: fc.boolean(),
    lead: fc.constantFrom('', '\n', '  \r\n'),
    declaration: fc.constantFrom('', '<?xml version="1.0" encoding="UTF-8"?>', "<?xml version='1.0'?>\n"),
    before: misc,
    root: tree.element,
    namespaces: fc.constantFrom('', ' xmlns="urn:ebay:apis:eBLBaseComponents"', ' xmlns:p="urn:p" xmlns:ebl="urn:e"'),
    after: misc,
  })
  .map(({ bom, lead, declaration, before, root, namespaces, after }) => {
    // Prefixed names need a declared prefix to be namespace-well-formed.
    const declared = namespaces.includes('xmlns:p') ? namespaces : `${namespaces} xmlns:p="urn:p" xmlns:ebl="urn:e"`;
    return `${bom ? '\uFEFF' : ''}${declaration === '' ? lead : ''}${declaration}${before}${render(root, declared)}${after}`;
  });

/** Array paths for a parse: a few of {@link CANDIDATE_PATHS}, including ones no element matches. */
export const arrayPaths: fc.Arbitrary<string[]> = fc.subarray([...CANDIDATE_PATHS], { maxLength: 5 });

/** No callback, or one of a few deterministic ones. */
export const isArrayCallback: fc.Arbitrary<((path: string) => boolean) | undefined> = fc.constantFrom(
  undefined,
  undefined,
  (path: string) => path.endsWith('.B'),
  (path: string) => path.split('.').length === 3,
);
