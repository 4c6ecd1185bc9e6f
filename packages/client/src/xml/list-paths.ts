// The array paths of a parse, compiled into two tries of reversed element names, so that the reader answers
// "is this element listed?" and "which listed lists does this empty element hold?" by walking up from the element
// through its ancestors, without ever building a dotted path string.
import { isXmlName } from './escape.js';
import { isReservedKey } from './reserved-keys.js';

/** A step of a reversed trie: reached by an element's name, continued by the name of its parent. */
export interface PathNode {
  /** A listed path ends here: the element reached is an array. */
  listed: boolean;
  /** Last steps of the listed paths whose parent path ends here: the lists the element reached holds. */
  holds: string[] | undefined;
  /** The next step, by the name of the parent element. */
  up: Map<string, PathNode> | undefined;
}

/** The compiled array paths of one parse. */
export interface ListPaths {
  /** Reversed listed paths, keyed by the element's own name. */
  readonly arrays: ReadonlyMap<string, PathNode>;
  /** Reversed parent paths of the listed paths with two steps or more, keyed by the parent element's name. */
  readonly holders: ReadonlyMap<string, PathNode>;
}

/**
 * Compiles dotted array paths. A path matches an element when it equals the element's full path (from the root)
 * or ends it on a `.` boundary, i.e. when its steps, read backwards, are the element's name and its ancestors'.
 */
export function compileListPaths(paths: Iterable<string>): ListPaths {
  const arrays = new Map<string, PathNode>();
  const holders = new Map<string, PathNode>();
  for (const path of paths) {
    const steps = path.split('.');
    // An empty step can never match an element name.
    if (steps.includes('')) continue;
    insert(arrays, steps).listed = true;
    const child = steps.pop();
    // A list holder needs a parent step, and only a name an element can have becomes a key (never a reserved one).
    if (steps.length === 0 || child === undefined || !isXmlName(child) || child.includes(':') || isReservedKey(child))
      continue;
    const holder = insert(holders, steps);
    if (holder.holds === undefined) holder.holds = [child];
    else if (!holder.holds.includes(child)) holder.holds.push(child);
  }
  return { arrays, holders };
}

/**
 * Walks up from `start`, the node of the element at `depth`, through the nodes its ancestors' names (`keys`, by
 * depth) lead to, until `visit` returns true (then true) or the path ends (then false).
 */
function walkUp(start: PathNode, keys: readonly string[], depth: number, visit: (node: PathNode) => boolean): boolean {
  let node: PathNode | undefined = start;
  for (let k = depth; node !== undefined; k -= 1) {
    if (visit(node)) return true;
    node = k > 0 ? node.up?.get(keys[k - 1] ?? '') : undefined;
  }
  return false;
}

/** Whether the element at `depth` (its ancestors' nodes below it in `keys`) is at a listed path. */
export function isListed(start: PathNode, keys: readonly string[], depth: number): boolean {
  return walkUp(start, keys, depth, (node) => node.listed);
}

/**
 * For an empty element that holds listed lists, an object with an empty array per list (`{ Item: [] }` for an
 * empty `ItemArray` when `ItemArray.Item` is listed); otherwise `undefined`.
 */
export function emptyLists(
  start: PathNode,
  keys: readonly string[],
  depth: number,
): Record<string, unknown[]> | undefined {
  let lists: Record<string, unknown[]> | undefined;
  walkUp(start, keys, depth, ({ holds }) => {
    if (holds !== undefined) {
      lists ??= {};
      for (const name of holds) lists[name] = [];
    }
    return false;
  });
  return lists;
}

function insert(root: Map<string, PathNode>, steps: readonly string[]): PathNode {
  let level = root;
  let node: PathNode | undefined;
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const step = steps[i] ?? '';
    node = level.get(step);
    if (node === undefined) {
      node = { listed: false, holds: undefined, up: undefined };
      level.set(step, node);
    }
    if (i > 0) level = node.up ??= new Map<string, PathNode>();
  }
  // `steps` is never empty: ''.split('.') is [''], which the caller skips.
  return node as PathNode;
}
