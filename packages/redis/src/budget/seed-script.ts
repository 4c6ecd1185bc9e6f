import { luaScript } from '../lua.js';

/**
 * Writes a bucket from eBay's figures for one API (KEYS[1]). ARGV: the calls that may go at once, the calls
 * spread evenly until the reset, and the reset (ms since the epoch). The spread part becomes the refill rate
 * over the time left by Redis's clock; the hash expires at the reset, when eBay's window starts again full.
 * Returns 1, or 0 when the reset has passed (the bucket is dropped and the API goes unpaced until the next read).
 */
export const SEED_SCRIPT = luaScript(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local burst, spread, untilMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('DEL', KEYS[1])
if untilMs <= now then return 0 end
redis.call('HSET', KEYS[1], 'tokens', burst, 'ts', now, 'cap', math.max(1, burst), 'rate', spread / (untilMs - now), 'until', untilMs)
redis.call('PEXPIRE', KEYS[1], math.ceil(untilMs - now))
return 1
`);
