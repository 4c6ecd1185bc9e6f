import { createHash } from 'node:crypto';

/** A Lua script with its SHA-1, so it is sent once per Redis and called by hash after that. */
export interface LuaScript {
  readonly source: string;
  readonly sha: string;
}

/** A Lua script from its source. */
export function luaScript(source: string): LuaScript {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

/**
 * Deletes KEYS[1] only while it holds ARGV[1] (an owner id): a holder whose lock or claim expired must not
 * free another owner's. Used by the renewal lock and by the rate-limit seeding claim.
 */
export const RELEASE_IF_OWNER = luaScript(
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
);
