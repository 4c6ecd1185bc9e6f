/**
 * Names that are never written as keys of a parsed object: `__proto__` would replace the object's prototype, the
 * others would shadow `Object.prototype` members (and looking one up on a plain object never says "absent").
 * eBay uses none of them as an element name.
 */
const RESERVED: ReadonlySet<string> = /* @__PURE__ */ new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
]);

/** True for a name no parsed object may have as a key (an element named so is refused). */
export function isReservedKey(name: string): boolean {
  return RESERVED.has(name);
}
