/** A copy of `headers` with lower-case names (HTTP header names are case-insensitive). */
export function lowerCaseKeys(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers) for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}
