import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InterfaceDeclaration, Type } from 'typescript';
import type { XmlFieldDetail } from '../shared/api.js';

/** How deep a call's request type is listed (`Item.Title` is two). */
const MAX_DEPTH = 2;
const MAX_ROWS = 300;

/**
 * The request fields of the Trading calls baykit types (`TradingRequests` in packages/client/src/generated/trading.types.gen.ts, generated from eBay's schema),
 * read from those TypeScript sources with the TypeScript compiler (the caller keeps the answer): name, type as
 * written, whether it is required, and the first line of its doc comment. Empty when TypeScript is not installed (it is a dev
 * dependency of the repository, which is where the explorer runs).
 */
export function tradingFieldLists(): Promise<Map<string, XmlFieldDetail[]>> {
  return readFieldLists().catch(() => new Map());
}

async function readFieldLists(): Promise<Map<string, XmlFieldDetail[]>> {
  const ts = (await import('typescript')).default;
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('baykit/package.json')), 'src/generated/trading.types.gen.ts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const lists = new Map<string, XmlFieldDetail[]>();
  if (!source) return lists;
  const requests = source.statements.find(
    (node): node is InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'TradingRequests',
  );
  if (!requests) return lists;
  const objectType = (type: Type): Type | undefined => {
    const candidates = type.isUnion() ? type.types : [type];
    return candidates.find(
      (t) => (t.flags & ts.TypeFlags.Object) !== 0 && !checker.isArrayType(t) && t.getProperties().length > 0,
    );
  };
  for (const member of requests.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const call = member.name.getText(source);
    const rows: XmlFieldDetail[] = [];
    const walk = (type: Type, prefix: string, depth: number, seen: Set<string>) => {
      for (const property of type.getProperties()) {
        if (rows.length >= MAX_ROWS) return;
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        if (!declaration) continue;
        const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
        const typeNode = ts.isPropertySignature(declaration) ? declaration.type : undefined;
        const written = typeNode ? typeNode.getText() : checker.typeToString(propertyType);
        const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).split('\n')[0] ?? '';
        const path = `${prefix}${property.name}`;
        rows.push({
          path,
          type: written.replace(/\s+/g, ' '),
          required: (property.flags & ts.SymbolFlags.Optional) === 0,
          ...(doc ? { note: doc } : {}),
        });
        const nested = objectType(propertyType.getNonNullableType());
        const name = nested ? checker.typeToString(nested) : '';
        if (nested && depth + 1 < MAX_DEPTH && !seen.has(name))
          walk(nested, `${path}.`, depth + 1, new Set([...seen, name]));
      }
    };
    walk(checker.getTypeFromTypeNode(member.type), '', 0, new Set());
    lists.set(call, rows);
  }
  return lists;
}
